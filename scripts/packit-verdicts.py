#!/usr/bin/python3
"""Record what packit's own loader says about many small `.packit.yaml` files.

Usage (with Debian's python3-marshmallow, python3-packaging and python3-yaml installed):
    /usr/bin/python3 scripts/packit-verdicts.py PACKIT_CHECKOUT -o tests/fixtures/packit-verdicts-VERSION.json

The files are made here from packit's own schema classes, not from this site's code: every field
of a package or a job (`PackageConfigSchema`, `JobConfigSchema`, and `CommonConfigSchema`, whose
fields both take), written at the top level, in a package, in a job and in a job's package, with
a value of each YAML type (true, 7, a string, a list of strings, a mapping, null), each `pkg_tool`
of packit's DISTGIT_INSTANCES and a list of version specifier sets; plus some shapes of the file
as a whole. Each is loaded as `packit` loads `.packit.yaml`:
`load_packit_yaml` (PyYAML's `safe_load`) then `parse_loaded_config` with a repository name, as
`get_local_package_config` calls it. The verdict is `valid`, `invalid` (packit raises, and says
why) or `syntax` (the YAML does not parse).

Packit imports libraries the loader does not use (ogr, specfile, copr, koji…). Those that are
not installed are replaced by empty stand-ins, and the file lists them: a verdict that reached one
would show as an error naming a `MagicMock`, and the script stops on it.

tests/unit/packit-verdicts.test.ts runs the site's configuration checker on the same files and
expects the same verdicts.
"""

from __future__ import annotations

import argparse
import json
import logging
import subprocess
import sys
from pathlib import Path
from typing import Any

from lib.stand_ins import StandIns

# A value of each YAML type.
VALUES: dict[str, Any] = {
    "true": True,
    "number": 7,
    "string": "text",
    "list": ["a", "b"],
    "mapping": {"a": "b"},
    "null": None,
}

# A job that is valid by itself, to put fields in.
JOB = {"job": "copr_build", "trigger": "pull_request"}
TOP = {"specfile_path": "example.spec"}


# Version specifier sets for `version_update_specifiers`, which packit checks with `packaging`.
SPECIFIERS = [
    ">=4.2, <5",
    "==1.*",
    "!=2.0.*",
    ">=1.*",
    "~=1",
    "~=1.4",
    "~=1.4.*",
    "===anything",
    ">=1.0a1",
    "<2.0.post1.dev3",
    "==1.0+local.7",
    ">1.0+local",
    "1.0",
    ">=v1.0",
    ">=1.0,",
    ",",
    "",
    ">= 1.0 , != 1.3",
    "=>1.0",
    ">=1.0 <2",
    ">=latest",
]


def cases(fields: list[str], extra: dict[str, list[Any]]) -> list[dict[str, Any]]:
    """The files to load: a name, and the data or (for text that is not a mapping) the text."""
    made: list[dict[str, Any]] = []

    def add(name: str, data: Any) -> None:
        made.append({"name": name, "text": data} if isinstance(data, str) else {"name": name, "data": data})

    for field in fields:
        values = [*VALUES.items(), *((json.dumps(v), v) for v in extra.get(field, []))]
        for label, value in values:
            add(f"top-level {field}: {label}", {**TOP, field: value})
            add(f"package {field}: {label}", {"packages": {"one": {**TOP, field: value}}})
            add(f"job {field}: {label}", {**TOP, "jobs": [{**JOB, field: value}]})
            add(
                f"a job's package {field}: {label}",
                {"packages": {"one": TOP}, "jobs": [{**JOB, "packages": {"one": {field: value}}}]},
            )
    add("empty file", "")
    add("a comment only", "# nothing\n")
    add("unknown top-level key", {**TOP, "no_such_key": "x"})
    add("unknown job key", {**TOP, "jobs": [{**JOB, "no_such_key": "x"}]})
    add("job without trigger", {**TOP, "jobs": [{"job": "copr_build"}]})
    add("job without type", {**TOP, "jobs": [{"trigger": "pull_request"}]})
    add("jobs as a mapping", {**TOP, "jobs": {"a": JOB}})
    add("a job as a string", {**TOP, "jobs": ["copr_build"]})
    add("the anchor key _", {**TOP, "_": {"x": 1}, "jobs": [JOB]})
    add("a list as the file", [JOB])
    add("a string as the file", "just text\n")
    add("YAML that does not parse", "jobs: [\n")
    add(
        "a job naming a package that does not exist",
        {"packages": {"one": TOP}, "jobs": [{**JOB, "packages": ["two"]}]},
    )
    add("a job's metadata", {**TOP, "jobs": [{**JOB, "metadata": {"targets": ["fedora-all"]}}]})
    add(
        "metadata beside a job key",
        {**TOP, "jobs": [{**JOB, "timeout": 3600, "metadata": {"targets": ["fedora-all"]}}]},
    )
    add("a deprecated key name", {**TOP, "jobs": [{**JOB, "dist-git-branch": "rawhide"}]})
    add("an action command as a mapping", {**TOP, "actions": {"post-upstream-clone": {"make": "prepare"}}})
    add("an action command as a number", {**TOP, "actions": {"post-upstream-clone": 7}})
    add("another pkg_tool with a dist-git URL", {**TOP, "pkg_tool": "rhpkg", "dist_git_base_url": "https://example.org/"})
    tests = {"job": "tests", "trigger": "pull_request"}
    add("a tests job without a build, specfile_path null", {**TOP, "jobs": [{**tests, "skip_build": True, "specfile_path": None}]})
    add("a tests job with a build, specfile_path null", {**TOP, "jobs": [{**tests, "skip_build": False, "specfile_path": None}]})
    named = {**TOP, "downstream_package_name": "hello"}
    add("a job selecting the one package by name", {**named, "jobs": [{**JOB, "packages": ["hello"]}]})
    add("a job selecting another name", {**named, "jobs": [{**JOB, "packages": ["other"]}]})
    add("a job's package naming the one package", {**named, "jobs": [{**JOB, "package": "hello"}]})
    add("a job's package naming another", {**named, "jobs": [{**JOB, "package": "other"}]})
    return made


def why_of(error: BaseException) -> str:
    """The first message of packit's refusal and the key it is about, or the exception raised."""
    from marshmallow import ValidationError

    cause = error.__cause__ or error
    if not isinstance(cause, ValidationError):
        problem = getattr(cause, "problem", None)  # a YAMLError: no memory addresses
        return f"{type(cause).__name__}: {problem}" if problem else repr(cause)[:80]
    messages: Any = cause.messages
    key = ""
    while isinstance(messages, (dict, list)) and messages:
        if isinstance(messages, dict):
            key, messages = next(iter(messages.items()))
        else:
            messages = messages[0]
    text = f"{key}: {messages}"
    if "referenced: " in text:  # the names come from a set: give them in a fixed order
        start, names = text.rstrip(".").split("referenced: ", 1)
        text = f"{start}referenced: {', '.join(sorted(names.split(', ')))}."
    return text[:80]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("checkout", type=Path, help="a checkout of packit at a release tag")
    parser.add_argument("-o", "--out", type=Path, required=True)
    parser.add_argument("--version", help="the packit version, when the checkout is not a git tree")
    parser.add_argument(
        "--files",
        type=Path,
        help="load these files instead (JSON: a list of {name, text}), e.g. the examples of the docs",
    )
    args = parser.parse_args()

    import yaml

    stand_ins = StandIns()
    sys.meta_path.append(stand_ins)
    sys.path.insert(0, str(args.checkout.resolve()))
    logging.disable(logging.CRITICAL)

    from packit.config.package_config import load_packit_yaml, parse_loaded_config
    from packit.constants import DISTGIT_INSTANCES
    from packit.exceptions import PackitConfigException
    from packit.schema import CommonConfigSchema, JobConfigSchema, PackageConfigSchema

    def names(schema: Any) -> list[str]:
        return [f.data_key or name for name, f in schema().fields.items()]

    version = args.version or subprocess.run(
        ["git", "-C", str(args.checkout), "describe", "--tags"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()
    results = []
    fields = sorted(set(names(PackageConfigSchema) + names(JobConfigSchema) + names(CommonConfigSchema)))
    pkg_tools = list(DISTGIT_INSTANCES)
    extra = {"pkg_tool": pkg_tools, "version_update_specifiers": SPECIFIERS}
    files = json.loads(args.files.read_text()) if args.files else cases(fields, extra)
    for case in files:
        text = case.get("text", None)
        if text is None:
            text = yaml.safe_dump(case["data"], sort_keys=False)
        try:
            data = load_packit_yaml(raw_text=text)
        except PackitConfigException as error:  # from a YAMLError: "Please correct data and retry."
            results.append({**case, "packit": "syntax", "why": why_of(error)})
            continue
        except Exception as error:  # the file is YAML, but not a mapping
            results.append({**case, "packit": "invalid", "why": why_of(error)})
            continue
        try:
            # The repository has a spec file (packit would find it when specfile_path is left out).
            parse_loaded_config(
                data,
                config_file_path=".packit.yaml",
                repo_name="example",
                search_specfile=lambda: "example.spec",
            )
        except Exception as error:
            if "MagicMock" in str(error):
                sys.exit(f"{case['name']}: the verdict reached a stand-in module: {error}")
            results.append({**case, "packit": "invalid", "why": why_of(error)})
        else:
            results.append({**case, "packit": "valid"})
    head = {
        "about": "What packit's own loader says about each file; written by scripts/packit-verdicts.py. Do not edit.",
        "packit": version,
        "standIns": sorted(stand_ins.made),
        "pkgTools": pkg_tools,
    }
    # One case a line, so that a new packit release shows as a readable diff.
    lines = ",\n".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in results)
    head_text = json.dumps(head, indent=1, ensure_ascii=False)[:-2]
    args.out.write_text(f'{head_text},\n "cases": [\n{lines}\n]}}\n')
    counts: dict[str, int] = {}
    for r in results:
        counts[r["packit"]] = counts.get(r["packit"], 0) + 1
    print(f"{len(results)} files: {counts}; stand-ins for {', '.join(sorted(stand_ins.made))}")


if __name__ == "__main__":
    main()
