"""``make site``: the tutorials and explorers as a static Voici site (the tutor runs in the
learner's browser on Pyodide); output in ``build/site``, served by any static file host.

Run with the site's own venv (``make site`` makes ``.venv-site``: Voici and JupyterLite are
built against other Jupyter packages than the Voila app's venv). Steps:

1. the Pyodide runtime from the npm registry (package ``pyodide``, the version the Pyodide
   kernel is built for). That package holds the interpreter and standard library only, not
   Pyodide's package wheels, so
2. the pure-Python wheels the kernel and the tutor need are taken from PyPI (``pip download``)
   and written into Pyodide's lock file under their own names and hashes, with the tutor's own
   wheel (``rules-tutor``: ``tutor`` and ``widgets``), which the kernel loads at start
   (``loadPyodideOptions.packages``), so the notebooks run unchanged;
3. ``voici build`` of ``SITE_NOTEBOOKS`` with that Pyodide as the site's ``static/pyodide``.

Pyodide's compiled packages (sqlite3, matplotlib, numpy, ...) are on neither registry, so the
site leaves them out: IPython runs without its sqlite3 history, and the simulation notebook
(matplotlib charts) is not part of the site.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BUILD = REPO / "build"
CACHE = BUILD / "lite-cache"
LITE_DIR = BUILD / "lite"
OUT = BUILD / "site"
SITE_NOTEBOOKS = ("index.ipynb", "classified-tutorial.ipynb", "persona-tutorial.ipynb",
                  "classified-explorer.ipynb", "persona-explorer.ipynb")
# Lock entries the tutor and the kernel start-up need, with their imports and dependencies:
# the kernel's own start-up set (micropip, jedi, ipython and theirs) is already in the lock.
KERNEL_PACKAGES = ("micropip", "jedi", "ipython", "comm")
TUTOR_PACKAGES = {
    "rules-tutor": (["tutor", "widgets"], ["ipywidgets", "anywidget", "babel", "networkx", "tqdm"]),
    "ipywidgets": (["ipywidgets"], ["comm", "ipython", "traitlets"]),
    "anywidget": (["anywidget"], ["ipywidgets", "psygnal", "typing-extensions"]),
    "psygnal": (["psygnal"], ["typing-extensions"]),
    "babel": (["babel"], []),
    "comm": (["comm"], ["traitlets"]),
}
UNOBTAINABLE = ("sqlite3",)   # compiled Pyodide packages on neither PyPI nor npm


def run(*cmd, **kwargs) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kwargs)


def pyodide_version() -> str:
    """The Pyodide release the installed Pyodide kernel is built for."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    return PYODIDE_VERSION


def fetch_pyodide(version: str) -> Path:
    """The npm package ``pyodide@version``, unpacked in the cache; its ``package`` folder."""
    folder = CACHE / f"pyodide-{version}"
    if not (folder / "package" / "pyodide.js").exists():
        folder.mkdir(parents=True, exist_ok=True)
        run("npm", "pack", f"pyodide@{version}", "--silent", cwd=folder)
        with tarfile.open(folder / f"pyodide-{version}.tgz") as archive:
            archive.extractall(folder, filter="data")
    return folder / "package"


def norm(name: str) -> str:
    return name.lower().replace("_", "-")


def closure(lock: dict, roots) -> list[str]:
    """Lock names of ``roots`` and everything they depend on."""
    packages = {norm(k): k for k in lock["packages"]}
    seen, todo = [], list(roots)
    while todo:
        name = packages.get(norm(todo.pop()))
        if name is None or name in seen:
            continue
        seen.append(name)
        todo += lock["packages"][name]["depends"]
    return seen


PYTHON = "3.12"   # Pyodide's Python, set from its lock file by assemble_pyodide


def download(requirements: list[str], dest: Path) -> None:
    """Pure-Python wheels of ``requirements`` from PyPI (no dependencies) into ``dest``."""
    dest.mkdir(parents=True, exist_ok=True)
    run(sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
        "--platform", "any", "--python-version", PYTHON, "--implementation", "py",
        "-d", dest, "--quiet", *requirements)


def wheel_for(name: str, wheels: Path) -> Path:
    found = [w for w in wheels.glob("*.whl") if norm(w.name.split("-")[0]) == norm(name)]
    if not found:
        raise FileNotFoundError(f"no wheel for {name} in {wheels}")
    return max(found)


def entry(name: str, wheel: Path, imports: list[str], depends: list[str]) -> dict:
    return {"name": name, "version": wheel.name.split("-")[1], "file_name": wheel.name,
            "install_dir": "site", "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
            "package_type": "package", "imports": imports, "depends": depends,
            "unvendored_tests": False, "shared_library": False}


def tutor_versions() -> dict[str, str]:
    """The versions of the tutor's runtime packages in the Voila app's pins."""
    pins = {}
    for line in (REPO / "binder" / "requirements.txt").read_text().splitlines():
        if "==" in line and not line.startswith("#"):
            name, version = line.strip().split("==")
            pins[norm(name)] = version
    return pins


def assemble_pyodide(runtime: Path) -> Path:
    """``build/lite/static/pyodide``: the runtime plus local wheels and a rewritten lock file."""
    target = LITE_DIR / "static" / "pyodide"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(runtime, target)
    lock = json.loads((target / "pyodide-lock.json").read_text())
    global PYTHON
    PYTHON = ".".join(lock["info"]["python"].split(".")[:2])
    kernel = [n for n in closure(lock, KERNEL_PACKAGES) if n not in UNOBTAINABLE]
    wheels = CACHE / "wheels"
    pins = tutor_versions()
    kernel_reqs = [f"{n}=={lock['packages'][n]['version']}" for n in kernel]
    tutor_reqs = [f"{n}=={pins[norm(n)]}" if norm(n) in pins else n
                  for n in TUTOR_PACKAGES if n != "rules-tutor" and n not in lock["packages"]]
    download(kernel_reqs + tutor_reqs, wheels)
    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", wheels, REPO)
    for name in kernel:
        old = lock["packages"][name]
        wheel = wheel_for(name, wheels)
        depends = [d for d in old["depends"] if d not in UNOBTAINABLE]
        lock["packages"][name] = entry(old["name"], wheel, old["imports"], depends)
        shutil.copy2(wheel, target / wheel.name)
    for name, (imports, depends) in TUTOR_PACKAGES.items():
        if name in lock["packages"]:                  # already made local above
            continue
        wheel = wheel_for(name, wheels)
        lock["packages"][name] = entry(name, wheel, imports, depends)
        shutil.copy2(wheel, target / wheel.name)
    for name in ("networkx", "tqdm", "typing-extensions", "traitlets"):
        old = lock["packages"][name]
        if not (target / old["file_name"]).exists():
            download([f"{name}=={old['version']}"], wheels)
            wheel = wheel_for(name, wheels)
            lock["packages"][name] = entry(old["name"], wheel, old["imports"], old["depends"])
            shutil.copy2(wheel, target / wheel.name)
    for name in UNOBTAINABLE:
        lock["packages"].pop(name, None)
    (target / "pyodide-lock.json").write_text(json.dumps(lock))
    return target


def write_config() -> None:
    """``jupyter-lite.json``: the kernel loads the tutor (and skips the unobtainable) at start."""
    settings = {"@jupyterlite/pyodide-kernel-extension:kernel": {
        "disablePyPIFallback": True,
        "loadPyodideOptions": {"packages": ["rules-tutor", *UNOBTAINABLE]},
    }}
    config = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "litePluginSettings": settings}}
    (LITE_DIR / "jupyter-lite.json").write_text(json.dumps(config, indent=1))


def stage_contents() -> Path:
    """The notebooks the site serves, under ``notebooks/`` as on the server."""
    contents = BUILD / "lite-contents" / "notebooks"
    if contents.parent.exists():
        shutil.rmtree(contents.parent)
    contents.mkdir(parents=True)
    for name in SITE_NOTEBOOKS:
        shutil.copy2(REPO / "notebooks" / name, contents / name)
    return contents.parent


def main() -> None:
    LITE_DIR.mkdir(parents=True, exist_ok=True)
    runtime = fetch_pyodide(pyodide_version())
    assemble_pyodide(runtime)
    write_config()
    contents = stage_contents()
    if OUT.exists():
        shutil.rmtree(OUT)
    for state in BUILD.glob(".jupyterlite.doit.db*"):      # build afresh: no task is "up to date"
        state.unlink()
    voici = Path(sys.executable).with_name("voici")
    run(voici, "build", "--lite-dir", LITE_DIR, "--contents", contents / "notebooks",
        "--output-dir", OUT, "--strip_sources=True", "--show_tracebacks=False", cwd=BUILD)
    size = sum(p.stat().st_size for p in OUT.rglob("*") if p.is_file())
    print(f"site: {OUT} ({size / 2**20:.1f} MB); open voici/render/index.html on a static server")


if __name__ == "__main__":
    main()
