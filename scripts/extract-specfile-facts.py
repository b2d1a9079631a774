#!/usr/bin/env python3
"""Write the public API of a specfile checkout as facts-only JSON.

Usage:
    python3 scripts/extract-specfile-facts.py CHECKOUT [-o OUT.json] [--version V]
    python3 scripts/extract-specfile-facts.py --diff OLD.json NEW.json

CHECKOUT is a work tree of https://github.com/packit/specfile, for example
`git -C MIRROR worktree add /tmp/specfile-0.41.1 0.41.1`. The script reads the
modules of the `specfile` package with `ast` (nothing is imported or run) and
records, for each module, its public classes, functions and constants, and for
each class its bases, constructor, methods, properties and class attributes.
Signatures keep parameter names, kinds, annotations and defaults as source
text. Docstrings are left out on purpose: the output holds facts, not prose.

`--diff` prints what changed between two such files, one line per change.

Python 3.11 standard library only.
"""

from __future__ import annotations

import argparse
import ast
import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Iterator

FORMAT = 1

Json = dict[str, Any]


def is_public(name: str) -> bool:
    return not name.startswith("_")


def is_dunder(name: str) -> bool:
    return name.startswith("__") and name.endswith("__")


def source(node: ast.AST | None) -> str | None:
    """Source text of an expression, normalised by ast.unparse."""
    return None if node is None else ast.unparse(node)


def decorator_names(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> list[str]:
    return [ast.unparse(d) for d in node.decorator_list]


def signature(fn: ast.FunctionDef | ast.AsyncFunctionDef, drop_first: bool) -> Json:
    """Parameters (name, kind, annotation, default) and return annotation."""
    args = fn.args
    params: list[Json] = []

    def add(arg: ast.arg, kind: str, default: ast.expr | None) -> None:
        params.append(
            {
                "name": arg.arg,
                "kind": kind,
                "annotation": source(arg.annotation),
                "default": source(default),
            }
        )

    positional = args.posonlyargs + args.args
    # defaults belong to the last len(args.defaults) positional parameters
    first_default = len(positional) - len(args.defaults)
    for i, arg in enumerate(positional):
        kind = "positional_only" if i < len(args.posonlyargs) else "positional_or_keyword"
        add(arg, kind, args.defaults[i - first_default] if i >= first_default else None)
    if args.vararg:
        add(args.vararg, "var_positional", None)
    for arg, default in zip(args.kwonlyargs, args.kw_defaults):
        add(arg, "keyword_only", default)
    if args.kwarg:
        add(args.kwarg, "var_keyword", None)
    if drop_first and params and params[0]["kind"] != "var_positional":
        params = params[1:]
    return {"parameters": params, "returns": source(fn.returns)}


def method_kind(decorators: list[str]) -> str:
    if "staticmethod" in decorators:
        return "staticmethod"
    if "classmethod" in decorators:
        return "classmethod"
    return "method"


def top_level(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """Statements of a module body, looking into try blocks and their handlers
    (specfile defines some names in `try: ... except ImportError: ...`)."""
    for stmt in body:
        if isinstance(stmt, ast.Try):
            yield from top_level(stmt.body)
            for handler in stmt.handlers:
                yield from top_level(handler.body)
        else:
            yield stmt


def assigned_names(stmt: ast.stmt) -> list[tuple[str, ast.expr | None, ast.expr | None]]:
    """(name, annotation, value) for each plain name a statement assigns."""
    if isinstance(stmt, ast.Assign):
        return [(t.id, None, stmt.value) for t in stmt.targets if isinstance(t, ast.Name)]
    if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
        return [(stmt.target.id, stmt.annotation, stmt.value)]
    return []


def short_value(value: ast.expr | None) -> str | None:
    """The value's source text when it is short enough to be a useful fact."""
    text = source(value)
    return text if text is not None and len(text) <= 80 else None


def self_assignments(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """Public names a constructor assigns as `self.NAME = ...`."""
    names = set()
    for node in ast.walk(fn):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            targets = [node.target]
        for target in targets:
            if (
                isinstance(target, ast.Attribute)
                and isinstance(target.value, ast.Name)
                and target.value.id == "self"
                and is_public(target.attr)
            ):
                names.add(target.attr)
    return names


def extract_class(node: ast.ClassDef) -> Json:
    methods: dict[str, Json] = {}
    properties: dict[str, Json] = {}
    attributes: dict[str, Json] = {}
    init: Json | None = None
    instance_attributes: set[str] = set()
    for stmt in node.body:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
            decorators = decorator_names(stmt)
            name = stmt.name
            if name == "__init__":
                init = signature(stmt, drop_first=True)
                instance_attributes.update(self_assignments(stmt))
                continue
            if not is_public(name) and not is_dunder(name):
                continue
            if "property" in decorators or any(d.endswith(".getter") for d in decorators):
                prop = properties.setdefault(name, {"setter": False, "deleter": False})
                prop["type"] = source(stmt.returns)
                continue
            if any(d == f"{name}.setter" for d in decorators):
                properties.setdefault(name, {"setter": False, "deleter": False, "type": None})[
                    "setter"
                ] = True
                continue
            if any(d == f"{name}.deleter" for d in decorators):
                properties.setdefault(name, {"setter": False, "deleter": False, "type": None})[
                    "deleter"
                ] = True
                continue
            if "overload" in decorators or "typing.overload" in decorators:
                entry = methods.setdefault(name, {"overloads": 0})
                entry["overloads"] = entry.get("overloads", 0) + 1
                continue
            kind = method_kind(decorators)
            entry = methods.setdefault(name, {"overloads": 0})
            entry.update(
                {
                    "kind": kind,
                    "dunder": is_dunder(name),
                    "decorators": decorators,
                    "async": isinstance(stmt, ast.AsyncFunctionDef),
                    **signature(stmt, drop_first=kind != "staticmethod"),
                }
            )
        else:
            for name, annotation, value in assigned_names(stmt):
                if is_public(name):
                    attributes[name] = {
                        "annotation": source(annotation),
                        "value": short_value(value),
                    }
    return {
        "bases": [ast.unparse(b) for b in node.bases]
        + [ast.unparse(k) for k in node.keywords],
        "decorators": decorator_names(node),
        "init": init,
        "methods": dict(sorted(methods.items())),
        "properties": dict(sorted(properties.items())),
        "attributes": dict(sorted(attributes.items())),
        "instance_attributes": sorted(instance_attributes - set(properties)),
    }


def extract_module(path: Path) -> Json:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    classes: dict[str, Json] = {}
    functions: dict[str, Json] = {}
    constants: dict[str, Json] = {}
    reexports: list[str] = []
    for stmt in top_level(tree.body):
        if isinstance(stmt, ast.ClassDef) and is_public(stmt.name):
            classes[stmt.name] = extract_class(stmt)
        elif isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and is_public(stmt.name):
            decorators = decorator_names(stmt)
            if "overload" in decorators:
                continue
            functions[stmt.name] = {
                "decorators": decorators,
                "async": isinstance(stmt, ast.AsyncFunctionDef),
                **signature(stmt, drop_first=False),
            }
        elif isinstance(stmt, ast.ImportFrom) and (stmt.module or "").startswith("specfile"):
            reexports += [a.asname or a.name for a in stmt.names if is_public(a.asname or a.name)]
        else:
            for name, annotation, value in assigned_names(stmt):
                if is_public(name) and name != "logger":
                    constants[name] = {"annotation": source(annotation), "value": short_value(value)}
    module: Json = {
        "classes": dict(sorted(classes.items())),
        "functions": dict(sorted(functions.items())),
        "constants": dict(sorted(constants.items())),
    }
    if path.name == "__init__.py":
        module["reexports"] = sorted(reexports)
    return module


def resolve_constructors(modules: dict[str, Json]) -> None:
    """Give each class the constructor it actually has: its own `__init__`, or the one
    of the nearest base class defined in the package (`init_from` names that class)."""
    by_name = {
        name: cls for module in modules.values() for name, cls in module["classes"].items()
    }

    def find(cls: Json, seen: set[str]) -> tuple[Json | None, str | None]:
        for base in cls["bases"]:
            base_name = base.split("[")[0].split(".")[-1]
            if base_name in by_name and base_name not in seen:
                seen.add(base_name)
                base_cls = by_name[base_name]
                if base_cls["init"] is not None:
                    return base_cls["init"], base_name
                found = find(base_cls, seen)
                if found[0] is not None:
                    return found
        return None, None

    for module in modules.values():
        for cls in module["classes"].values():
            cls["init_from"] = None
            if cls["init"] is None:
                cls["init"], cls["init_from"] = find(cls, set())


def git(checkout: Path, *args: str) -> str | None:
    try:
        return subprocess.run(
            ["git", "-C", str(checkout), *args], capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return None


def extract(checkout: Path, version: str | None) -> Json:
    package = checkout / "specfile"
    if not (package / "specfile.py").is_file():
        sys.exit(f"{checkout} is not a specfile checkout (no specfile/specfile.py)")
    modules: dict[str, Json] = {}
    for path in sorted(package.glob("*.py")):
        if path.name != "__init__.py" and not is_public(path.stem):
            continue
        name = "specfile" if path.name == "__init__.py" else f"specfile.{path.stem}"
        modules[name] = extract_module(path)
    resolve_constructors(modules)
    return {
        "format": FORMAT,
        "package": "specfile",
        "version": version or git(checkout, "describe", "--tags") or "unknown",
        "commit": git(checkout, "rev-parse", "HEAD"),
        "modules": modules,
    }


def describe_signature(sig: Json | None) -> str:
    if sig is None:
        return "(none)"
    parts = []
    for p in sig["parameters"]:
        prefix = {"var_positional": "*", "var_keyword": "**"}.get(p["kind"], "")
        text = prefix + p["name"]
        if p["annotation"]:
            text += f": {p['annotation']}"
        if p["default"] is not None:
            text += f" = {p['default']}"
        parts.append(text)
    result = "(" + ", ".join(parts) + ")"
    return result + (f" -> {sig['returns']}" if sig.get("returns") else "")


def diff(old: Json, new: Json) -> list[str]:
    """One line per added, removed or changed object between two facts files."""
    lines: list[str] = []

    def compare(kind: str, path: str, a: dict[str, Json], b: dict[str, Json], sig: bool) -> None:
        for name in sorted(set(a) | set(b)):
            where = f"{path}.{name}"
            if name not in a:
                lines.append(f"+ {kind} {where}" + (f" {describe_signature(b[name])}" if sig else ""))
            elif name not in b:
                lines.append(f"- {kind} {where}")
            elif sig and describe_signature(a[name]) != describe_signature(b[name]):
                lines.append(
                    f"~ {kind} {where}: {describe_signature(a[name])} -> {describe_signature(b[name])}"
                )
            elif not sig and a[name] != b[name]:
                lines.append(f"~ {kind} {where}: {json.dumps(a[name])} -> {json.dumps(b[name])}")

    a_mods, b_mods = old["modules"], new["modules"]
    for mod in sorted(set(a_mods) | set(b_mods)):
        if mod not in a_mods:
            lines.append(f"+ module {mod}")
        if mod not in b_mods:
            lines.append(f"- module {mod}")
            continue
        a_mod = a_mods.get(mod, {"classes": {}, "functions": {}, "constants": {}})
        b_mod = b_mods[mod]
        compare("function", mod, a_mod["functions"], b_mod["functions"], True)
        compare("constant", mod, a_mod["constants"], b_mod["constants"], False)
        for cls in sorted(set(a_mod["classes"]) | set(b_mod["classes"])):
            where = f"{mod}.{cls}"
            if cls not in a_mod["classes"]:
                b_new = b_mod["classes"][cls]
                lines.append(
                    f"+ class {where}({', '.join(b_new['bases'])})"
                    f" {describe_signature(b_new['init'])}"
                )
            if cls not in b_mod["classes"]:
                lines.append(f"- class {where}")
                continue
            empty = {"bases": [], "init": None, "methods": {}, "properties": {}, "attributes": {}}
            a_cls, b_cls = a_mod["classes"].get(cls, empty), b_mod["classes"][cls]
            if a_cls["bases"] != b_cls["bases"] and cls in a_mod["classes"]:
                lines.append(f"~ bases {where}: {a_cls['bases']} -> {b_cls['bases']}")
            if cls in a_mod["classes"] and describe_signature(a_cls["init"]) != describe_signature(
                b_cls["init"]
            ):
                lines.append(
                    f"~ constructor {where}: {describe_signature(a_cls['init'])}"
                    f" -> {describe_signature(b_cls['init'])}"
                )
            compare("method", where, a_cls["methods"], b_cls["methods"], True)
            compare("property", where, a_cls["properties"], b_cls["properties"], False)
            compare("attribute", where, a_cls["attributes"], b_cls["attributes"], False)
            a_inst = {n: {} for n in a_cls.get("instance_attributes", [])}
            b_inst = {n: {} for n in b_cls.get("instance_attributes", [])}
            compare("instance attribute", where, a_inst, b_inst, False)
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("checkout", nargs="?", type=Path, help="specfile work tree")
    parser.add_argument("-o", "--output", type=Path, help="write here instead of stdout")
    parser.add_argument("--version", help="version to record (default: git describe --tags)")
    parser.add_argument("--diff", nargs=2, type=Path, metavar=("OLD", "NEW"))
    options = parser.parse_args()
    if options.diff:
        old, new = (json.loads(p.read_text(encoding="utf-8")) for p in options.diff)
        print(f"specfile {old['version']} -> {new['version']}")
        print("\n".join(diff(old, new)) or "no difference")
        return
    if options.checkout is None:
        parser.error("give a checkout, or --diff OLD NEW")
    facts = extract(options.checkout, options.version)
    text = json.dumps(facts, indent=2) + "\n"
    if options.output:
        options.output.parent.mkdir(parents=True, exist_ok=True)
        options.output.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
