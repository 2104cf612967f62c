"""binder/: mybinder gets every runtime dependency pinned, installs the tutor and opens the Voila index."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

tomllib = pytest.importorskip("tomllib")

REPO = Path(__file__).resolve().parents[2]
BINDER = REPO / "binder"


def pins() -> dict[str, str]:
    """Package -> pinned version from binder/requirements.txt (every line must be an exact pin)."""
    lines = [line.strip() for line in (BINDER / "requirements.txt").read_text().splitlines()]
    result = {}
    for line in lines:
        if not line or line.startswith("#"):
            continue
        name, version = line.split("==")
        result[canonicalize_name(name)] = version
    return result


def test_every_runtime_dependency_is_pinned_within_the_project_range():
    """Each dependency of pyproject.toml is pinned to a version its specifier accepts."""
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    pinned = pins()
    for line in project["dependencies"]:
        req = Requirement(line)
        key = canonicalize_name(req.name)
        assert key in pinned, f"{req.name} is missing from binder/requirements.txt (make binder)"
        assert req.specifier.contains(pinned[key]), f"{req.name}=={pinned[key]} is outside {req}"


def test_voila_and_the_kernel_are_pinned():
    """The app server and the kernel mybinder runs are pinned too."""
    assert {"voila", "ipykernel", "ipywidgets", "jupyter-server"} <= set(pins())


def test_post_build_installs_the_tutor_from_the_repository():
    """postBuild is executable and installs this checkout, so `tutor` and `widgets` import."""
    post_build = BINDER / "postBuild"
    assert post_build.stat().st_mode & 0o111
    assert re.search(r"^pip install .*-e \.$", post_build.read_text(), re.M)


def test_the_readme_badge_opens_the_voila_index():
    """The launch badge's URL renders notebooks/index.ipynb with Voila."""
    readme = (REPO / "README.md").read_text()
    urls = re.findall(r"\((https://mybinder\.org/v2/gh/[^)]+)\)", readme)
    assert urls and all(u.endswith("?urlpath=voila/render/notebooks/index.ipynb") for u in urls)
    assert (REPO / "notebooks" / "index.ipynb").is_file()
