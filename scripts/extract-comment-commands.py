#!/usr/bin/python3
"""Write down the comment commands packit-service understands, from its own parsers.

Usage (with Debian's python3-marshmallow, python3-packaging and python3-yaml installed):
    /usr/bin/python3 scripts/extract-comment-commands.py SERVICE_CHECKOUT --packit PACKIT_CHECKOUT \\
        -o tests/fixtures/packit-service-comments.json

packit-service reads a comment such as `/packit test --labels smoke` with the argparse parsers
of `packit_service/utils.py`: `get_comment_parser()` for `/packit`, and
`get_comment_parser_fedora_ci()` for `/packit-ci` on Fedora dist-git. This script imports that
module (packit from PACKIT_CHECKOUT; libraries it does not use get empty stand-ins) and walks the
parser objects: each command with its aliases, its options (every spelling, whether it takes a
value, may be repeated, and its allowed values) and its positional arguments. Two things are not
in the parsers and are read from the source: `verify-fas`, which packit-service matches before
parsing (PACKIT_VERIFY_FAS_COMMAND), and the Fedora CI test names that `/packit-ci test` accepts,
registered with `@implements_fedora_ci_test("name")`.

tests/unit/comment-commands.test.ts checks every comment command the docs write against this file,
and that the docs name every command and option in it.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from lib.stand_ins import StandIns


def options_of(parser: argparse.ArgumentParser) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The options and positional arguments of one parser, without -h."""
    options, positionals = [], []
    for action in parser._actions:
        if isinstance(action, (argparse._HelpAction, argparse._SubParsersAction)):
            continue
        takes_value = action.nargs != 0
        entry: dict[str, Any] = {
            "nargs": action.nargs if isinstance(action.nargs, str) else (1 if action.nargs is None else action.nargs),
            "choices": list(action.choices) if action.choices is not None else None,
        }
        if action.option_strings:
            options.append(
                {
                    "flags": list(action.option_strings),
                    "takesValue": takes_value,
                    "repeatable": isinstance(action, argparse._AppendAction),
                    **entry,
                }
            )
        else:
            positionals.append({"name": action.dest, **entry})
    return options, positionals


def commands_of(parser: argparse.ArgumentParser) -> dict[str, Any]:
    """The options of the parser itself and each command of its subparsers."""
    options, _ = options_of(parser)
    commands = []
    for action in parser._actions:
        if not isinstance(action, argparse._SubParsersAction):
            continue
        seen: set[int] = set()
        for name, sub in action.choices.items():
            if id(sub) in seen:
                continue
            seen.add(id(sub))
            sub_options, positionals = options_of(sub)
            commands.append(
                {
                    "name": name,
                    "aliases": [n for n, s in action.choices.items() if s is sub and n != name],
                    "options": sub_options,
                    "positionals": positionals,
                }
            )
    return {"options": options, "commands": commands}


# Comments to read with the parsers, and whether they take them: they check the reading of
# comment-commands.test.ts against argparse's own.
PROBES = [
    "/packit build",
    "/packit copr-build --commit main",
    "/packit build --release=v1.0",
    "/packit build --commit",
    "/packit build --package libgreet",
    "/packit --package libgreet build",
    "/packit --package=libgreet test --labels smoke",
    "/packit test --id=e2e --env A=1 --env B=2 octo/lib#3",
    "/packit test -i e2e --identifier other",
    "/packit test --labels",
    "/packit test --env FEATURE_X=",
    "/packit test --unknown",
    "/packit retest-failed now",
    "/packit rebuild-failed --commit main",
    "/packit koji-tag --all-branches",
    "/packit koji-tag --all-branches=yes",
    "/packit pull-from-upstream --with-pr-config --version 2.4.1",
    "/packit pull-from-upstream --resolve-bug rhbz#1,rhbz#2",
    "/packit scratch-build",
    "/packit help",
    "/packit",
    "/packit-ci test",
    "/packit-ci test rpminspect --target eln",
    "/packit-ci test --target rawhide rpmlint",
    "/packit-ci test --target f41",
    "/packit-ci test smoke",
    "/packit-ci test installability rpmlint",
    "/packit-ci scratch-build --target eln",
    "/packit-ci scratch-build rawhide",
    "/packit-ci build",
    "/packit-ci --package x test",
]


def fedora_ci_tests(checkout: Path) -> list[str]:
    """The names registered with @implements_fedora_ci_test("name") (importing the module would
    need the database layer)."""
    path = checkout / "packit_service/worker/helpers/testing_farm.py"
    names = []
    for node in ast.walk(ast.parse(path.read_text())):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "implements_fedora_ci_test"
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            names.append(node.args[0].value)
    return names


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("checkout", type=Path, help="a checkout of packit-service")
    parser.add_argument("--packit", type=Path, required=True, help="a checkout of packit")
    parser.add_argument("-o", "--out", type=Path, required=True)
    args = parser.parse_args()

    stand_ins = StandIns()
    sys.meta_path.append(stand_ins)
    sys.path[:0] = [str(args.checkout.resolve()), str(args.packit.resolve())]

    from packit_service.constants import PACKIT_VERIFY_FAS_COMMAND
    from packit_service.utils import get_comment_parser, get_comment_parser_fedora_ci

    tests = fedora_ci_tests(args.checkout)
    commit = subprocess.run(
        ["git", "-C", str(args.checkout), "log", "-1", "--format=%H %cs"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    def takes(comment: str) -> bool:
        prefix, *words = comment.split()
        parser = get_comment_parser() if prefix == "/packit" else get_comment_parser_fedora_ci(supported_test_types=tests)
        if not words:
            return False  # no command: packit-service does not read the comment at all
        try:
            with contextlib.redirect_stderr(io.StringIO()):
                parser.parse_args(words)
        except SystemExit:
            return False
        return True

    out = {
        "about": "The comment commands of packit-service; written by scripts/extract-comment-commands.py. Do not edit.",
        "packitService": {"commit": commit[0], "date": commit[1]},
        "packit": {
            "prefix": "/packit",
            **commands_of(get_comment_parser()),
            "verifyFas": PACKIT_VERIFY_FAS_COMMAND,
        },
        "fedoraCi": {
            "prefix": "/packit-ci",
            **commands_of(get_comment_parser_fedora_ci(supported_test_types=tests)),
        },
        "probes": {comment: takes(comment) for comment in PROBES},
        "standIns": sorted(stand_ins.made),
    }
    args.out.write_text(json.dumps(out, indent=2) + "\n")
    print(
        f"{len(out['packit']['commands'])} /packit commands, {len(out['fedoraCi']['commands'])} /packit-ci commands; "
        f"Fedora CI tests {', '.join(tests)}; stand-ins for {', '.join(out['standIns'])}"
    )


if __name__ == "__main__":
    main()
