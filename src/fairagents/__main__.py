"""``python -m fairagents`` runs the CLI."""

from fairagents._cli import app

app()
