"""``python -m fairagents`` runs the CLI."""

from fairagents.cli import app

app()
