"""Empty stand-ins for the Python libraries a packit or packit-service module imports but the
code a script runs does not use (ogr, copr, koji…), so that the module can be imported without
installing them. Used by scripts/packit-verdicts.py and scripts/extract-comment-commands.py."""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
from unittest import mock


class StandIns(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Empty modules for the libraries that are not installed (never for packit itself)."""

    def __init__(self) -> None:
        self.made: set[str] = set()

    def find_spec(self, name, path, target=None):  # type: ignore[no-untyped-def]
        top = name.split(".")[0]
        if top not in self.made:
            # Only a top-level module that nothing else finds; a missing part of an installed
            # package fails as it would anyway.
            if "." in name or top in ("packit", "packit_service"):
                return None
            for finder in sys.meta_path:
                find = getattr(finder, "find_spec", None)
                if finder is not self and find and find(name, path, target):
                    return None
            self.made.add(top)
        return importlib.machinery.ModuleSpec(name, self, is_package=True)

    def create_module(self, spec):  # type: ignore[no-untyped-def]
        module = mock.MagicMock(name=spec.name)
        module.__path__ = []
        module.__spec__ = spec
        module.__name__ = spec.name
        return module

    def exec_module(self, module):  # type: ignore[no-untyped-def]
        pass
