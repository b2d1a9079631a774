#!/usr/bin/env python3
"""Find the packit release in which each configuration key, CLI command and CLI option came.

Usage:
    python3 scripts/packit-first-releases.py PACKIT_GIT_DIR --from 1.0.0 --to 1.16.2 \\
        -o src/packit-config/facts/first-releases.json

For every release tag from --from to --to (the x.y.z tags, in version order), the script takes the
tree of that tag out of packit's git repository (`git archive`; a bare clone will do), reads its
facts with scripts/extract-packit-facts.py, and notes the first release each key of each level,
each command and each option spelling appears in. Only what came after --from is written: the
rest was there already. The release notes are not read; the source of each release decides.

tests/unit/packit-facts.test.ts checks the `since` of the keys in src/packit-config against it, and
tests/unit/packit-cli.test.ts checks that the CLI pages say in which release an option came.
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("extract_packit_facts", HERE / "extract-packit-facts.py")
assert spec and spec.loader
facts_module = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = facts_module  # its dataclasses look themselves up there
spec.loader.exec_module(facts_module)


def version_key(tag: str) -> tuple[int, ...]:
    return tuple(int(part) for part in tag.split("."))


def release_tags(repo: Path, first: str, last: str) -> list[str]:
    tags = subprocess.run(["git", "-C", str(repo), "tag"], capture_output=True, text=True, check=True).stdout.split()
    releases = [t for t in tags if all(part.isdigit() for part in t.split(".")) and t.count(".") == 2]
    return sorted(
        (t for t in releases if version_key(first) <= version_key(t) <= version_key(last)),
        key=version_key,
    )


def facts_of(repo: Path, tag: str) -> dict[str, Any]:
    archive = subprocess.run(["git", "-C", str(repo), "archive", tag], capture_output=True, check=True).stdout
    with tempfile.TemporaryDirectory() as tree:
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(tree, filter="data")
        return facts_module.extract(Path(tree), tag)


def names(facts: dict[str, Any]) -> dict[str, set[str]]:
    """The keys (`level.key`), commands and options (`command --option`) of one release."""
    cli = facts.get("cli") or {"commands": {}, "options": []}
    options = {f"{spelling}" for option in cli["options"] for spelling in option["opts"]}
    for path, command in cli["commands"].items():
        options |= {f"{path} {spelling}" for option in command["options"] for spelling in option["opts"]}
    return {
        "keys": {f"{level}.{key}" for level, value in facts["levels"].items() for key in value["keys"]},
        "commands": set(cli["commands"]),
        "options": options,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("repo", type=Path, help="packit's git repository (a bare clone will do)")
    parser.add_argument("--from", dest="first", required=True, help="the oldest release to read")
    parser.add_argument("--to", dest="last", required=True, help="the newest release to read")
    parser.add_argument("-o", "--out", type=Path, required=True)
    args = parser.parse_args()

    tags = release_tags(args.repo, args.first, args.last)
    if not tags or tags[0] != args.first or tags[-1] != args.last:
        sys.exit(f"no release tags from {args.first} to {args.last} in {args.repo}")
    seen: dict[str, set[str]] = {}
    came: dict[str, dict[str, str]] = {"keys": {}, "commands": {}, "options": {}}
    for tag in tags:
        for kind, found in names(facts_of(args.repo, tag)).items():
            if tag != args.first:
                for name in sorted(found - seen.get(kind, set())):
                    came[kind].setdefault(name, tag)
            seen[kind] = seen.get(kind, set()) | found
        print(f"read {tag}", file=sys.stderr)
    out = {
        "about": "The packit release each key, command and option came in; written by scripts/packit-first-releases.py. Do not edit.",
        "from": args.first,
        "to": args.last,
        "releases": tags,
        **came,
    }
    args.out.write_text(json.dumps(out, indent=2) + "\n")


if __name__ == "__main__":
    main()
