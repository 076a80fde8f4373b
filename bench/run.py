"""Run the benchmarks: ``python bench/run.py [NAME ...]`` (all of them by default).

Each ``bench/<name>.py`` has a ``main() -> None`` that measures fairagents against a named baseline
in the same run and prints ratios. Latest figures, with each benchmark's method, are copied into
``docs/benchmarks.md``; the runs they replace move to ``docs/changelog.md``.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main(argv: list[str]) -> int:
    # ``_name.py``: helpers the benchmarks share, not benchmarks.
    found = (p.stem for p in HERE.glob("*.py") if p.stem != "run" and not p.stem.startswith("_"))
    names = argv or sorted(found)
    for name in names:
        path = HERE / f"{name}.py"
        if not path.exists():
            print(f"no benchmark {name!r} in {HERE}", file=sys.stderr)
            return 2
        spec = importlib.util.spec_from_file_location(f"bench_{name}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # dataclasses and pickling look modules up by name
        spec.loader.exec_module(module)
        print(f"\n=== {name} ===", flush=True)
        module.main()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
