#!/usr/bin/env python3
"""Extract the facts of packit's `.packit.yaml` and command line from a packit checkout, without importing it.

Usage:
    python3 scripts/extract-packit-facts.py PACKIT_CHECKOUT > src/packit-config/facts/packit-VERSION.json
    python3 scripts/extract-packit-facts.py PACKIT_CHECKOUT --out src/packit-config/facts/

The script parses packit's Python source with `ast` (standard library only; packit and its
dependencies need not be installed) and prints JSON that holds facts only:

- every key of each level (the top level, a package, a job, a job's deprecated `metadata`) and of
  the nested objects, with its type, its default when the key is left out, whether null is
  accepted, its allowed values, its validator and its deprecation;
- the job types, triggers, actions, packit instances and bootstrap modes (the Enum classes);
- the options of a `targets` entry and of a `dist_git_branches` entry;
- the target and branch aliases packit itself names (the full list comes from the
  fedora-distro-aliases and opensuse-distro-aliases packages at run time);
- the warnings packit logs while loading a configuration (renamed and deprecated keys);
- the command line (packit/cli, click): every command by its full path (`build in-copr`), whether
  it is a group or hidden, its aliases (one function added under two names), its arguments and its
  options (all spellings, flag or value, repeatable, type, default, where), the options that shared
  decorators add, and the global options of `packit` itself;
- the keys of the CLI's own user configuration file (UserConfigSchema), with type and default;
- the packit version (from `git describe` in the checkout, or --version).

tests/unit/packit-facts.test.ts compares src/packit-config with the file for the version in
src/packit-config/version.ts; tests/unit/packit-cli.test.ts compares the CLI reference (docs/cli)
with its `cli` section.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

# Each field class of marshmallow, as the type the facts give.
SIMPLE_FIELDS: dict[str, str] = {
    "String": "string",
    "Str": "string",
    "Bool": "boolean",
    "Boolean": "boolean",
    "Integer": "integer",
    "Int": "integer",
    "Float": "number",
    "Raw": "any",
}

# packit's own field classes (packit/schema.py), as types. A class not named here is reported as
# `custom:<Name>`, and the facts test fails on it until the site knows what it takes.
CUSTOM_FIELDS: dict[str, str] = {
    "StringOrListOfStringsField": "string|list<string>",
    "FilesToSyncField": "string|nested:SyncFilesItemSchema",
    "ActionField": "actions",
    "Targets": "targets",
    "DistGitBranches": "dist_git_branches",
    "NotProcessedField": "not-processed",
}

# `fields.Method` fields, by the method that reads their value.
METHOD_FIELDS: dict[str, str] = {"spec_source_id_fm": "string|integer"}

# Schemas that build their object outside a `@post_load` (FilesToSyncField builds SyncFilesItem).
SCHEMA_OBJECTS: dict[str, str] = {"SyncFilesItemSchema": "SyncFilesItem"}

# The levels of a configuration and the schema class of each.
LEVELS: dict[str, str] = {
    "top": "PackageConfigSchema",
    "package": "CommonConfigSchema",
    "job": "JobConfigSchema",
    "metadata": "JobMetadataSchema",
}

# Enum classes whose members are the values of a configuration key.
ENUMS: dict[str, str] = {
    "job_types": "JobType",
    "triggers": "JobConfigTriggerType",
    "actions": "ActionName",
    "packit_instances": "Deployment",
    "bootstrap": "MockBootstrapSetup",
}

COMPUTED = {"computed": True}


@dataclass
class Source:
    """The parsed modules of a packit checkout."""

    root: Path
    modules: dict[str, ast.Module] = field(default_factory=dict)
    classes: dict[str, tuple[str, ast.ClassDef]] = field(default_factory=dict)
    constants: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def parse(cls, root: Path) -> "Source":
        source = cls(root)
        for path in sorted((root / "packit").rglob("*.py")):
            relative = path.relative_to(root).as_posix()
            module = ast.parse(path.read_text(encoding="utf-8"), filename=relative)
            source.modules[relative] = module
            for node in module.body:
                if isinstance(node, ast.ClassDef):
                    source.classes.setdefault(node.name, (relative, node))
        for name in ("packit/constants.py", "packit/config/aliases.py"):
            source.constants.update(module_constants(source.modules[name], source.constants))
        return source

    def cls(self, name: str) -> ast.ClassDef:
        return self.classes[name][1]


# ---------------------------------------------------------------------------------------------
# Constant values
# ---------------------------------------------------------------------------------------------

SAFE_NODES = (
    ast.Expression, ast.Constant, ast.Name, ast.Load, ast.Store, ast.List, ast.Tuple, ast.Set,
    ast.Dict, ast.DictComp, ast.ListComp, ast.SetComp, ast.comprehension, ast.JoinedStr,
    ast.FormattedValue, ast.UnaryOp, ast.USub, ast.BinOp, ast.Add,
)


def safe_eval(node: ast.expr, names: dict[str, Any]) -> Any:
    """The value of an expression made of literals, known constants and comprehensions over them."""
    expression = ast.Expression(body=node)
    for child in ast.walk(expression):
        if isinstance(child, ast.Call) and isinstance(child.func, ast.Attribute) and not child.args:
            if child.func.attr in ("items", "keys", "values"):
                continue
        if isinstance(child, ast.Attribute) and child.attr in ("items", "keys", "values"):
            continue
        if not isinstance(child, SAFE_NODES):
            raise ValueError(f"not a constant expression: {ast.unparse(node)}")
        if isinstance(child, ast.Name) and isinstance(child.ctx, ast.Load) and child.id not in names:
            # A comprehension's own variable is bound inside it.
            bound = {
                target.id
                for comp in ast.walk(expression)
                if isinstance(comp, ast.comprehension)
                for target in ast.walk(comp.target)
                if isinstance(target, ast.Name)
            }
            if child.id not in bound:
                raise ValueError(f"unknown name {child.id}")
    code = compile(ast.fix_missing_locations(expression), "<constant>", "eval")
    # The names go in as globals: a comprehension does not see the locals of eval().
    return eval(code, {**names, "__builtins__": {}})  # noqa: S307 - only the nodes allowed above


def module_constants(module: ast.Module, known: dict[str, Any]) -> dict[str, Any]:
    """Module-level NAME = <constant expression> assignments, later ones seeing earlier ones."""
    values: dict[str, Any] = {}
    for node in module.body:
        target: Optional[ast.expr] = None
        value: Optional[ast.expr] = None
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            target, value = node.target, node.value
        if isinstance(target, ast.Name) and value is not None:
            try:
                values[target.id] = safe_eval(value, {**known, **values})
            except (ValueError, TypeError, NameError, SyntaxError):
                pass
    return values


def enum_members(cls: ast.ClassDef) -> dict[str, Any]:
    """NAME = value assignments in an Enum class body, by member name."""
    members: dict[str, Any] = {}
    for node in cls.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            if isinstance(node.value, ast.Constant):
                members[node.targets[0].id] = node.value.value
    return members


# ---------------------------------------------------------------------------------------------
# Defaults: what a key is when the file leaves it out
# ---------------------------------------------------------------------------------------------


def value_of(node: Optional[ast.expr], source: Source) -> Any:
    """A default written in packit's source, as JSON; {"computed": true} when it is not a plain value."""
    if node is None:
        return None
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, (ast.List, ast.Tuple)):
        return [value_of(e, source) for e in node.elts]
    if isinstance(node, ast.Dict):
        return {value_of(k, source): value_of(v, source) for k, v in zip(node.keys, node.values)}
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in source.classes:
        members = enum_members(source.cls(node.value.id))
        return members.get(node.attr, COMPUTED)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.args and not node.keywords:
        if node.func.id in source.classes:
            return object_defaults(node.func.id, source)
        if node.func.id in ("list", "dict"):
            return [] if node.func.id == "list" else {}
    if isinstance(node, ast.Name) and node.id in source.constants:
        return source.constants[node.id]
    return COMPUTED


def init_of(class_name: str, source: Source) -> Optional[ast.FunctionDef]:
    for node in source.cls(class_name).body:
        if isinstance(node, ast.FunctionDef) and node.name == "__init__":
            return node
    return None


def parameters(init: ast.FunctionDef) -> dict[str, Optional[ast.expr]]:
    """The parameters of __init__ (without self) and their default expressions."""
    args = init.args.args[1:]
    defaults: list[Optional[ast.expr]] = [None] * (len(args) - len(init.args.defaults)) + list(init.args.defaults)
    result = {a.arg: d for a, d in zip(args, defaults)}
    result.update({a.arg: d for a, d in zip(init.args.kwonlyargs, init.args.kw_defaults)})
    return result


def assigned_to(init: ast.FunctionDef, name: str) -> list[ast.expr]:
    """Expressions assigned to `self.<name>` or `self.__dict__["<name>"]` anywhere in __init__."""
    values: list[ast.expr] = []
    for node in ast.walk(init):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets = [node.target]
        for target in targets:
            is_attribute = isinstance(target, ast.Attribute) and target.attr == name
            is_item = (
                isinstance(target, ast.Subscript)
                and isinstance(target.slice, ast.Constant)
                and target.slice.value == name
            )
            if is_attribute or is_item:
                values.append(node.value)  # type: ignore[union-attr]
    return values


def is_name(node: ast.expr, name: str) -> bool:
    return isinstance(node, ast.Name) and node.id == name


def fallback(expression: ast.expr, name: str) -> Optional[ast.expr]:
    """For `x or D`, `x if x is not None else D` and `x if x else D`: D. None for other forms."""
    if isinstance(expression, ast.BoolOp) and isinstance(expression.op, ast.Or) and is_name(expression.values[0], name):
        return expression.values[-1]
    if isinstance(expression, ast.IfExp) and is_name(expression.body, name):
        test = expression.test
        if is_name(test, name):
            return expression.orelse
        if (
            isinstance(test, ast.Compare)
            and is_name(test.left, name)
            and isinstance(test.ops[0], ast.IsNot)
            and isinstance(test.comparators[0], ast.Constant)
            and test.comparators[0].value is None
        ):
            return expression.orelse
    return None


def effective_default(class_name: str, parameter: str, given: Any, source: Source) -> Any:
    """What the object holds for `parameter` when it receives `given` (the parameter's default or
    marshmallow's load_default): the constructor replaces a missing value with a fallback."""
    init = init_of(class_name, source)
    if init is None:
        return given
    for expression in assigned_to(init, parameter):
        replacement = fallback(expression, parameter)
        if replacement is not None and not given:
            return value_of(replacement, source)
        if replacement is not None or is_name(expression, parameter):
            return given
    return given


def object_defaults(class_name: str, source: Source) -> Any:
    """The defaults of every parameter of a configuration class, as a mapping."""
    init = init_of(class_name, source)
    if init is None:
        return COMPUTED
    return {
        name: effective_default(class_name, name, value_of(default, source), source)
        for name, default in parameters(init).items()
    }


# ---------------------------------------------------------------------------------------------
# Schemas
# ---------------------------------------------------------------------------------------------


def call_name(node: ast.expr) -> Optional[str]:
    """`fields.String(...)`, `fields.String` or `Targets(...)` → String / Targets."""
    target = node.func if isinstance(node, ast.Call) else node
    if isinstance(target, ast.Attribute):
        return target.attr
    if isinstance(target, ast.Name):
        return target.id
    return None


def keywords(node: ast.expr) -> dict[str, ast.expr]:
    if not isinstance(node, ast.Call):
        return {}
    return {k.arg: k.value for k in node.keywords if k.arg is not None}


def field_type(node: ast.expr) -> str:
    """The type a marshmallow field takes, written as the facts give it."""
    name = call_name(node) or "?"
    args = node.args if isinstance(node, ast.Call) else []
    kw = keywords(node)
    if name in SIMPLE_FIELDS:
        return SIMPLE_FIELDS[name]
    if name == "List":
        return f"list<{field_type(args[0])}>" if args else "list<any>"
    if name == "Dict":
        key_type = field_type(kw["keys"]) if "keys" in kw else "any"
        value_type = field_type(kw["values"]) if "values" in kw else "any"
        return "dict" if (key_type, value_type) == ("any", "any") else f"dict<{key_type},{value_type}>"
    if name == "Nested":
        nested = f"nested:{call_name(args[0])}" if args else "nested:?"
        many = kw.get("many")
        return f"list<{nested}>" if isinstance(many, ast.Constant) and many.value is True else nested
    if name == "Enum":
        return f"enum:{call_name(args[0])}" if args else "enum:?"
    if name == "Method":
        method = kw.get("deserialize")
        key = method.value if isinstance(method, ast.Constant) else "?"
        return METHOD_FIELDS.get(str(key), f"method:{key}")
    return CUSTOM_FIELDS.get(name, f"custom:{name}")


def validator(node: Optional[ast.expr]) -> Optional[dict[str, Any]]:
    """A field's `validate=`: a named function, or `lambda x: x >= N` as a minimum."""
    if node is None:
        return None
    if isinstance(node, ast.Name):
        return {"function": node.id}
    if (
        isinstance(node, ast.Lambda)
        and isinstance(node.body, ast.Compare)
        and isinstance(node.body.ops[0], ast.GtE)
        and isinstance(node.body.comparators[0], ast.Constant)
    ):
        return {"minimum": node.body.comparators[0].value}
    return {"other": True}


def schema_object(schema: ast.ClassDef) -> Optional[str]:
    """The class a schema's `@post_load` builds: `return X(**data)`."""
    if schema.name in SCHEMA_OBJECTS:
        return SCHEMA_OBJECTS[schema.name]
    for node in schema.body:
        if isinstance(node, ast.FunctionDef) and any(call_name(d) == "post_load" for d in node.decorator_list):
            for child in ast.walk(node):
                if isinstance(child, ast.Return) and isinstance(child.value, ast.Call):
                    return call_name(child.value)
    return None


def schema_fields(schema_name: str, source: Source) -> dict[str, dict[str, Any]]:
    """The keys a schema class takes, in the order packit lists them, with their facts."""
    schema = source.cls(schema_name)
    built = schema_object(schema)
    if built == "JobConfigView" or built is None and schema_name == "JobConfigSchema":
        built = "JobConfig"
    keys: dict[str, dict[str, Any]] = {}
    for node in schema.body:
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)):
            continue
        if not isinstance(node.value, ast.Call) or call_name(node.value) in (None, "getLogger"):
            continue
        attribute = node.targets[0].id
        kw = keywords(node.value)
        data_key = kw.get("data_key")
        name = data_key.value if isinstance(data_key, ast.Constant) else attribute
        parameter_node = kw.get("attribute")
        parameter = parameter_node.value if isinstance(parameter_node, ast.Constant) else attribute
        facts: dict[str, Any] = {"type": field_type(node.value)}
        if "required" in kw and isinstance(kw["required"], ast.Constant) and kw["required"].value:
            facts["required"] = True
        has_load_default = "load_default" in kw
        load_default = value_of(kw.get("load_default"), source) if has_load_default else None
        facts["nullable"] = has_load_default and load_default is None
        given: Any = load_default
        if not has_load_default and built is not None:
            init = init_of(built, source)
            parameter_defaults = parameters(init) if init is not None else {}
            given = value_of(parameter_defaults.get(parameter), source)
        default = effective_default(built, parameter, given, source) if built else given
        if isinstance(default, list) and facts["type"].startswith("list<enum:"):
            default = [value_of(d, source) if isinstance(d, ast.expr) else d for d in default]
        facts["default"] = default
        if "dump_default" in kw:
            facts["dump_default"] = value_of(kw["dump_default"], source)
        checked = validator(kw.get("validate"))
        if checked is not None:
            facts["validate"] = checked
        if facts["type"] == "not-processed":
            facts["status"] = "not-processed"
        keys[name] = facts
    return keys


def nested_schemas(levels: dict[str, dict[str, Any]], source: Source) -> dict[str, dict[str, Any]]:
    """Every schema a key of the levels nests, and the schemas those nest, by name."""
    found: dict[str, dict[str, Any]] = {}
    level_schemas = set(LEVELS.values())
    pending = [t for level in levels.values() for key in level["keys"].values() for t in [key["type"]]]
    while pending:
        for name in re.findall(r"nested:(\w+)", pending.pop()):
            if name not in found and name not in level_schemas and name in source.classes:
                found[name] = {"keys": schema_fields(name, source)}
                pending.extend(k["type"] for k in found[name]["keys"].values())
    return dict(sorted(found.items()))


def string_constants_in(node: ast.AST) -> list[str]:
    return [n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def method(cls: ast.ClassDef, name: str) -> Optional[ast.FunctionDef]:
    for node in cls.body:
        if isinstance(node, ast.FunctionDef) and node.name == name:
            return node
    return None


def renamed_keys(schema_name: str, source: Source) -> dict[str, str]:
    """`for key in ("old", ...): ... data["new"] = data.pop(key)` in a schema's pre_load: old → new."""
    renames: dict[str, str] = {}
    for node in ast.walk(source.cls(schema_name)):
        if isinstance(node, ast.For) and isinstance(node.iter, ast.Tuple):
            for child in ast.walk(node):
                if (
                    isinstance(child, ast.Assign)
                    and isinstance(child.targets[0], ast.Subscript)
                    and isinstance(child.targets[0].slice, ast.Constant)
                    and isinstance(child.value, ast.Call)
                    and call_name(child.value) == "pop"
                ):
                    for old in node.iter.elts:
                        if isinstance(old, ast.Constant):
                            renames[old.value] = child.targets[0].slice.value
    return renames


def string_as_list_keys(schema_name: str, source: Source) -> list[str]:
    """`for key in (...): if isinstance(<...>.get(key), str): <...> = [<...>]` in a schema's pre_load."""
    keys: list[str] = []
    for node in ast.walk(source.cls(schema_name)):
        if isinstance(node, ast.For) and isinstance(node.iter, ast.Tuple):
            text = ast.unparse(node)
            if "isinstance" in text and ", str)" in text and "= [" in text:
                keys.extend(e.value for e in node.iter.elts if isinstance(e, ast.Constant))
    return keys


def template(node: ast.expr) -> Optional[str]:
    """A log message as written, with `{expression}` for its interpolated parts."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            if isinstance(value, ast.Constant):
                parts.append(str(value.value))
            elif isinstance(value, ast.FormattedValue):
                conversion = f"!{chr(value.conversion)}" if value.conversion > 0 else ""
                parts.append("{" + ast.unparse(value.value) + conversion + "}")
        return "".join(parts)
    return None


def load_warnings(source: Source) -> list[dict[str, str]]:
    """The warnings packit/schema.py logs while it loads a configuration, with where they are."""
    found: list[dict[str, str]] = []
    module = source.modules["packit/schema.py"]
    for cls in (n for n in module.body if isinstance(n, ast.ClassDef)):
        for function in (n for n in cls.body if isinstance(n, ast.FunctionDef)):
            for node in ast.walk(function):
                if (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "warning"
                    and node.args
                ):
                    message = template(node.args[0])
                    if message is not None:
                        found.append(
                            {"where": f"packit/schema.py:{node.lineno} {cls.name}.{function.name}", "message": message},
                        )
    return found


# ---------------------------------------------------------------------------------------------
# Targets, branches and aliases
# ---------------------------------------------------------------------------------------------


def target_options(source: Source) -> dict[str, str]:
    """The options of one `targets` entry in its mapping form, with their types."""
    python_types = {list: "list<string>", str: "string", bool: "boolean", int: "integer", dict: "dict"}
    options = {"distros": "list<string>"} if "distros" in string_constants_in(source.cls("Targets")) else {}
    chroot = source.constants.get("CHROOT_SPECIFIC_COPR_CONFIGURATION", {})
    options.update({name: python_types.get(type(value), "any") for name, value in chroot.items()})
    return options


def branch_options(source: Source) -> dict[str, str]:
    key = source.constants.get("FAST_FORWARD_MERGE_INTO_KEY")
    return {key: "list<string>"} if key else {}


def aliases(source: Source) -> dict[str, Any]:
    module = source.modules["packit/config/aliases.py"]
    named: set[str] = set()
    for node in ast.walk(module):
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
            if ast.unparse(node.value) == "aliases":
                named.add(node.slice.value)
        if isinstance(node, ast.Call) and call_name(node) == "Distro" and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                named.add(first.value)
    imported = sorted(
        {
            alias.name.split(".")[0]
            for node in ast.walk(module)
            if isinstance(node, (ast.Import, ast.ImportFrom))
            for alias in (node.names if isinstance(node, ast.Import) else [ast.alias(node.module or "")])
            if "distro_aliases" in alias.name
        },
    )
    default_version = source.constants.get("DEFAULT_VERSION")
    if default_version is not None:
        named.add(default_version)
    return {
        "default": default_version,
        "named_in_packit": sorted(named),
        "provided_by": imported,
        "architectures": source.constants.get("ARCHITECTURE_LIST", []),
        "deprecated_targets": source.constants.get("DEPRECATED_TARGET_MAP", {}),
    }


def default_jobs(source: Source) -> Any:
    module = source.modules["packit/config/job_config.py"]
    for node in module.body:
        if isinstance(node, ast.FunctionDef) and node.name == "get_default_jobs":
            for child in ast.walk(node):
                if isinstance(child, ast.List):
                    return safe_eval(child, source.constants)
    return None


def ignored_top_level_keys(source: Source) -> list[str]:
    """Keys the loader drops before validation: `config.pop("_", None)`."""
    module = source.modules["packit/config/package_config.py"]
    keys = []
    for node in module.body:
        if isinstance(node, ast.FunctionDef) and node.name == "load_packit_yaml":
            for child in ast.walk(node):
                if isinstance(child, ast.Call) and call_name(child) == "pop" and child.args:
                    first = child.args[0]
                    if isinstance(first, ast.Constant) and isinstance(first.value, str):
                        keys.append(first.value)
    return keys


def popped_job_keys(source: Source) -> list[str]:
    """Keys PackageConfigSchema.rearrange_jobs takes out of a job before validating it: `job.pop("metadata", {})`."""
    function = method(source.cls("PackageConfigSchema"), "rearrange_jobs")
    keys: list[str] = []
    for node in ast.walk(function) if function else []:
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "pop"
            and is_name(node.func.value, "job")
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            keys.append(node.args[0].value)
    return keys


def doc_flags(source: Source) -> dict[str, list[str]]:
    """Keys that CommonPackageConfig's docstring marks as not working."""
    doc = ast.get_docstring(source.cls("CommonPackageConfig")) or ""
    flags: dict[str, list[str]] = {}
    for match in re.finditer(r"^\s*(\w+):[^\n]*\[DOES NOT WORK YET\]", doc, re.M):
        flags.setdefault(match.group(1), []).append("does-not-work-yet")
    return flags


# ---------------------------------------------------------------------------------------------
# The command line (packit/cli, built with click)
# ---------------------------------------------------------------------------------------------

# The group every command hangs from: `packit`.
CLI_ROOT = ("packit/cli/packit_base.py", "packit_base")

# click's own parameter types, as the facts name them, and the metavar click's help shows.
CLICK_TYPES: dict[str, tuple[str, str]] = {
    "STRING": ("text", "TEXT"),
    "str": ("text", "TEXT"),
    "INT": ("integer", "INTEGER"),
    "int": ("integer", "INTEGER"),
    "FLOAT": ("number", "FLOAT"),
    "float": ("number", "FLOAT"),
    "BOOL": ("boolean", "BOOLEAN"),
    "bool": ("boolean", "BOOLEAN"),
    "UNPROCESSED": ("unprocessed", "TEXT"),
}

# Standard-library names packit uses as defaults, and their values.
STDLIB_VALUES: dict[str, str] = {"os.path.curdir": ".", "os.curdir": "."}


def click_call(node: ast.expr) -> Optional[str]:
    """`click.option(...)`, `click.types.Choice(...)` → option / Choice; None for anything else."""
    if not isinstance(node, ast.Call):
        return None
    target = node.func
    if isinstance(target, ast.Attribute) and ast.unparse(target.value) in ("click", "click.types"):
        return target.attr
    return None


def module_path(dotted: str, source: Source) -> Optional[str]:
    """packit.config → packit/config/__init__.py; packit.cli.srpm → packit/cli/srpm.py."""
    base = dotted.replace(".", "/")
    for candidate in (f"{base}.py", f"{base}/__init__.py"):
        if candidate in source.modules:
            return candidate
    return None


def resolve(name: str, module: str, source: Source) -> Optional[tuple[str, ast.stmt]]:
    """Where a name a module uses is defined (following `from packit... import` and re-exports)."""
    for node in source.modules[module].body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and node.name == name:
            return module, node
        if isinstance(node, ast.Assign) and any(is_name(t, name) for t in node.targets):
            return module, node
    for node in source.modules[module].body:
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                if (alias.asname or alias.name) == name:
                    origin = module_path(node.module, source)
                    return resolve(alias.name, origin, source) if origin and origin != module else None
    return None


def cli_value(node: Optional[ast.expr], module: str, source: Source) -> Any:
    """A value written in packit's CLI code, as JSON; {"computed": true} when it is not a plain value."""
    if node is None:
        return None
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
        return -node.operand.value
    if isinstance(node, (ast.List, ast.Tuple)):
        return [cli_value(e, module, source) for e in node.elts]
    if isinstance(node, ast.Dict) and None not in node.keys:
        return {cli_value(k, module, source): cli_value(v, module, source) for k, v in zip(node.keys, node.values)}
    if isinstance(node, ast.Attribute) and ast.unparse(node) in STDLIB_VALUES:
        return STDLIB_VALUES[ast.unparse(node)]
    if isinstance(node, ast.Name):
        found = resolve(node.id, module, source)
        if found is not None and isinstance(found[1], ast.Assign):
            return cli_value(found[1].value, found[0], source)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.args and not node.keywords:
        # A function that only returns a literal: `get_context_settings()`.
        found = resolve(node.func.id, module, source)
        if found is not None and isinstance(found[1], ast.FunctionDef):
            returns = [n for n in ast.walk(found[1]) if isinstance(n, ast.Return) and n.value is not None]
            if len(returns) == 1:
                return cli_value(returns[0].value, found[0], source)
    return COMPUTED


def path_metavar(options: dict[str, Any]) -> str:
    """click.Path's metavar: FILE without directories, DIRECTORY without files, else PATH."""
    file_okay, dir_okay = options.get("file_okay", True), options.get("dir_okay", True)
    if file_okay and not dir_okay:
        return "FILE"
    if dir_okay and not file_okay:
        return "DIRECTORY"
    return "PATH"


def param_type(node: Optional[ast.expr], default: Any, is_flag: bool, module: str, source: Source) -> dict[str, Any]:
    """The type of a parameter (`type=` or what click infers from the default) and its metavar."""
    if node is None:
        if is_flag or isinstance(default, bool):
            return {"type": "boolean", "metavar": "BOOLEAN"}
        if isinstance(default, int):
            return {"type": "integer", "metavar": "INTEGER"}
        return {"type": "text", "metavar": "TEXT"}
    name = call_name(node) or ast.unparse(node)
    if name in CLICK_TYPES:
        kind, metavar = CLICK_TYPES[name]
        return {"type": kind, "metavar": metavar}
    if name == "Choice" and isinstance(node, ast.Call) and node.args:
        choices = cli_value(node.args[0], module, source)
        return {"type": "choice", "choices": choices, "metavar": "[" + "|".join(map(str, choices)) + "]"}
    if name == "Path":
        options = {key: cli_value(value, module, source) for key, value in keywords(node).items()}
        return {"type": "path", "path": options, "metavar": path_metavar(options)}
    found = resolve(name, module, source)
    if found is not None and isinstance(found[1], ast.ClassDef):
        # A ParamType of packit's own: its metavar is its `name` in capitals.
        for item in found[1].body:
            if isinstance(item, ast.Assign) and any(is_name(t, "name") for t in item.targets):
                return {"type": f"custom:{name}", "metavar": str(cli_value(item.value, found[0], source)).upper()}
    return {"type": f"custom:{name}", "metavar": name.upper()}


def option_name(opts: list[str]) -> str:
    """click's parameter name: the first of the spellings with the longest prefix, without it."""
    longest = sorted(opts, key=lambda o: -(len(o) - len(o.lstrip("-"))))[0]
    return longest.lstrip("-").replace("-", "_").lower()


def option_facts(call: ast.Call, module: str, source: Source, shared: Optional[str]) -> dict[str, Any]:
    """The facts of one `click.option(...)` (or `click.version_option(...)`)."""
    kw = keywords(call)
    declarations = [cli_value(a, module, source) for a in call.args]
    assert all(isinstance(d, str) for d in declarations), f"{module}:{call.lineno}: an option name is not a string"
    if click_call(call) == "version_option":
        declarations = declarations or ["--version"]
    name = next((d for d in declarations if d.isidentifier()), None)
    opts: list[str] = []
    secondary: list[str] = []
    for declaration in (d for d in declarations if not d.isidentifier()):
        first, _, second = declaration.partition("/")
        opts.append(first.rstrip())
        if second:
            secondary.append(second.lstrip())
    explicit_flag = kw.get("is_flag")
    is_flag = (
        bool(cli_value(explicit_flag, module, source))
        if explicit_flag is not None
        else "flag_value" in kw or bool(secondary) or click_call(call) == "version_option"
    )
    multiple = bool(cli_value(kw.get("multiple"), module, source))
    # click gives a flag without a default the default False.
    default = cli_value(kw["default"], module, source) if "default" in kw else (False if is_flag else None)
    facts: dict[str, Any] = {
        "name": name or option_name(opts),
        "opts": opts,
        "secondary_opts": secondary,
        "is_flag": is_flag,
        "multiple": multiple,
        **param_type(kw.get("type"), default, is_flag, module, source),
        "default": default,
        "required": bool(cli_value(kw.get("required"), module, source)),
        "hidden": bool(cli_value(kw.get("hidden"), module, source)),
        "where": f"{module}:{call.lineno}",
    }
    if is_flag:
        del facts["metavar"]
    if "metavar" in kw:
        facts["metavar"] = cli_value(kw["metavar"], module, source)
    if "envvar" in kw:
        facts["envvar"] = cli_value(kw["envvar"], module, source)
    if click_call(call) == "version_option":
        facts["kind"] = "version"
    if shared is not None:
        facts["from"] = shared
    return facts


def argument_facts(call: ast.Call, module: str, source: Source, shared: Optional[str]) -> dict[str, Any]:
    """The facts of one `click.argument(...)`."""
    kw = keywords(call)
    nargs = cli_value(kw["nargs"], module, source) if "nargs" in kw else 1
    default = cli_value(kw.get("default"), module, source)
    # Not required when it has a default (even None, since click 8.3) or takes any number of values.
    required = cli_value(kw["required"], module, source) if "required" in kw else "default" not in kw and nargs > 0
    facts: dict[str, Any] = {
        "name": str(cli_value(call.args[0], module, source)).replace("-", "_").lower(),
        "required": bool(required),
        "nargs": nargs,
        **param_type(kw.get("type"), default, False, module, source),
        "default": default,
        "where": f"{module}:{call.lineno}",
    }
    del facts["metavar"]
    if shared is not None:
        facts["from"] = shared
    return facts


def click_params(
    function: ast.FunctionDef, module: str, source: Source, shared: Optional[str] = None,
) -> list[tuple[str, dict[str, Any]]]:
    """The options and arguments of a command in the order click lists them (its decorators from the
    top down), with those a shared decorator of packit adds (`@preserve_spec_option`) in its place."""
    params: list[tuple[str, dict[str, Any]]] = []
    if shared is None:
        decorators = function.decorator_list
    else:
        # A shared decorator: the click calls in its body, in the order they are written.
        calls = [n for n in ast.walk(function) if click_call(n) in ("option", "argument", "version_option")]
        decorators = sorted(calls, key=lambda n: (n.lineno, n.col_offset))
    for decorator in decorators:
        kind = click_call(decorator)
        if isinstance(decorator, ast.Call) and kind in ("option", "version_option"):
            params.append(("option", option_facts(decorator, module, source, shared)))
        elif isinstance(decorator, ast.Call) and kind == "argument":
            params.append(("argument", argument_facts(decorator, module, source, shared)))
        elif shared is None and isinstance(decorator, ast.Name):
            found = resolve(decorator.id, module, source)
            if found is not None and isinstance(found[1], ast.FunctionDef):
                params.extend(click_params(found[1], found[0], source, decorator.id))
            elif found is not None and isinstance(found[1], ast.Assign) and isinstance(found[1].value, ast.Call):
                # `package_option = click.option(...)`, used as `@package_option`.
                call, kind = found[1].value, click_call(found[1].value)
                if kind == "option":
                    params.append(("option", option_facts(call, found[0], source, decorator.id)))
                elif kind == "argument":
                    params.append(("argument", argument_facts(call, found[0], source, decorator.id)))
    return params


def command_decorator(function: ast.FunctionDef) -> Optional[ast.Call]:
    """`@click.command(...)` or `@click.group(...)` of a function."""
    for decorator in function.decorator_list:
        if isinstance(decorator, ast.Call) and click_call(decorator) in ("command", "group"):
            return decorator
    return None


def added_commands(group: str, module: str, source: Source) -> list[tuple[str, Optional[str]]]:
    """`group.add_command(command)` and `group.add_command(command, name="other")` in a module."""
    added: list[tuple[str, Optional[str]]] = []
    for node in source.modules[module].body:
        call = node.value if isinstance(node, ast.Expr) else None
        if (
            isinstance(call, ast.Call)
            and isinstance(call.func, ast.Attribute)
            and call.func.attr == "add_command"
            and is_name(call.func.value, group)
            and call.args
            and isinstance(call.args[0], ast.Name)
        ):
            name = keywords(call).get("name") or (call.args[1] if len(call.args) > 1 else None)
            added.append((call.args[0].id, cli_value(name, module, source) if name is not None else None))
    return added


def command_facts(function: ast.FunctionDef, module: str, source: Source) -> dict[str, Any]:
    """One command or group: where it is, its settings, arguments and options."""
    decorator = command_decorator(function)
    kw = keywords(decorator) if decorator is not None else {}
    params = click_params(function, module, source)
    return {
        "function": f"{module}:{function.name}",
        "where": f"{module}:{decorator.lineno if decorator is not None else function.lineno}",
        "group": click_call(decorator) == "group" if decorator is not None else False,
        "hidden": bool(cli_value(kw.get("hidden"), module, source)),
        "context_settings": cli_value(kw["context_settings"], module, source) if "context_settings" in kw else {},
        "arguments": [facts for kind, facts in params if kind == "argument"],
        "options": [facts for kind, facts in params if kind == "option"],
    }


def command_name(function: ast.FunctionDef, module: str, source: Source) -> str:
    """The name a command is called by: the decorator's first argument, else the function's name."""
    decorator = command_decorator(function)
    if decorator is not None and decorator.args:
        return str(cli_value(decorator.args[0], module, source))
    if decorator is not None and "name" in keywords(decorator):
        return str(cli_value(keywords(decorator)["name"], module, source))
    return function.name.lower().replace("_", "-")


def cli(source: Source) -> dict[str, Any]:
    """The command tree from `packit` down: each command by its full path (`build in-copr`), with the
    global options of `packit` itself apart. A function added under two names is one command with
    aliases."""
    module, name = CLI_ROOT
    found = resolve(name, module, source)
    assert found is not None and isinstance(found[1], ast.FunctionDef), f"no {name} in {module}"
    root = command_facts(found[1], found[0], source)
    commands: dict[str, dict[str, Any]] = {}
    pending = [("", name, module)]
    while pending:
        prefix, group, group_module = pending.pop(0)
        for added, rename in added_commands(group, group_module, source):
            where = resolve(added, group_module, source)
            if where is None or not isinstance(where[1], ast.FunctionDef):
                raise ValueError(f"{group_module}: {group}.add_command({added}): no function {added} found")
            path = f"{prefix}{rename or command_name(where[1], where[0], source)}"
            commands[path] = command_facts(where[1], where[0], source)
            if commands[path]["group"]:
                pending.append((f"{path} ", where[1].name, where[0]))
    for path, facts in commands.items():
        same = [other for other, o in commands.items() if o["function"] == facts["function"]]
        facts["aliases"] = [other for other in same if other != path]
    return {
        "program": command_name(found[1], found[0], source),
        "where": root["where"],
        "context_settings": root["context_settings"],
        "options": root["options"],
        "commands": dict(sorted(commands.items())),
    }


# ---------------------------------------------------------------------------------------------
# All together
# ---------------------------------------------------------------------------------------------


def git_version(root: Path) -> Optional[str]:
    try:
        result = subprocess.run(
            ["git", "-C", str(root), "describe", "--tags", "--exact-match"],
            capture_output=True, text=True, check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return None
    return result.stdout.strip() or None


def git_commit(root: Path) -> Optional[str]:
    try:
        result = subprocess.run(["git", "-C", str(root), "rev-parse", "HEAD"], capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    return result.stdout.strip() or None


def extract(root: Path, version: str) -> dict[str, Any]:
    source = Source.parse(root)
    levels = {level: {"schema": schema, "keys": schema_fields(schema, source)} for level, schema in LEVELS.items()}
    levels["top"]["also"] = "package"
    levels["top"]["ignored"] = ignored_top_level_keys(source)
    jobs = default_jobs(source)
    # A file without `jobs` gets these (PackageConfigSchema._set_default_jobs).
    levels["top"]["keys"]["jobs"]["default"] = jobs
    levels["job"]["also"] = "package"
    levels["job"]["popped"] = popped_job_keys(source)
    levels["job"]["string_as_list"] = string_as_list_keys("JobConfigSchema", source)
    levels["metadata"]["status"] = "deprecated"
    levels["metadata"]["renamed"] = renamed_keys("JobMetadataSchema", source)
    levels["metadata"]["string_as_list"] = string_as_list_keys("JobMetadataSchema", source)
    for name, flags in doc_flags(source).items():
        if name in levels["package"]["keys"]:
            levels["package"]["keys"][name]["doc_flags"] = flags
    values = {name: list(enum_members(source.cls(cls)).values()) for name, cls in ENUMS.items()}
    return {
        "packit_version": version,
        "source": {"repository": "https://github.com/packit/packit", "commit": git_commit(root)},
        "levels": levels,
        "nested": nested_schemas(levels, source),
        "target_options": target_options(source),
        "branch_options": branch_options(source),
        "enums": {f"enum:{cls}": values[name] for name, cls in ENUMS.items()},
        **values,
        "aliases": aliases(source),
        "load_warnings": load_warnings(source),
        "cli": cli(source),
        # The CLI's own configuration file (~/.config/packit.yaml): UserConfigSchema, built into Config.
        "user_config": schema_fields("UserConfigSchema", source),
    }


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("checkout", type=Path, help="a packit checkout at a release tag")
    parser.add_argument("--version", help="the packit version (default: the checkout's git tag)")
    parser.add_argument("--out", type=Path, help="a directory to write packit-VERSION.json into, or a file")
    options = parser.parse_args(argv)
    version = options.version or git_version(options.checkout)
    if version is None:
        parser.error("the checkout is not at a tag: give --version")
    facts = extract(options.checkout, version)
    text = json.dumps(facts, indent=2, ensure_ascii=False) + "\n"
    if options.out is None:
        sys.stdout.write(text)
        return 0
    out: Path = options.out / f"packit-{version}.json" if options.out.is_dir() else options.out
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
