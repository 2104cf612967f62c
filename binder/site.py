"""``make site``: the home page and tutorials as a static Voici site (the tutor runs in the
learner's browser on Pyodide); output in ``build/site``, served by any static file host.

Run with the site's own venv (``make site`` makes ``.venv-site``: Voici and JupyterLite are
built against other Jupyter packages than the Voila app's venv). Steps:

1. the Pyodide runtime from the npm registry (package ``pyodide``, the version the Pyodide
   kernel is built for): the interpreter and standard library, none of Pyodide's wheels;
2. every wheel the kernel loads at start made local and written into Pyodide's lock file under
   its own name and hash, with the depends its metadata declares: the kernel's start-up set
   from PyPI, the kernel's own wheels from its extension, the tutor's own wheel
   (``rules-tutor``: ``tutor`` and ``widgets``) and its dependencies. All are loaded with
   Pyodide in one batch (``loadPyodideOptions.packages``), so the notebooks run unchanged;
3. ``voici build`` of ``SITE_NOTEBOOKS`` with that Pyodide as the site's ``static/pyodide``,
   then each page's kernel URLs joined to the page's base (``fix_page``).

Pyodide's compiled packages (sqlite3, ssl, matplotlib, numpy, ...) are on neither registry:
sqlite3 and ssl get metadata-only lock entries so the kernel's start-up skips them, IPython is
one that runs without sqlite3, and the simulation notebook (matplotlib charts) is not on the site.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BUILD = REPO / "build"
CACHE = BUILD / "lite-cache"
LITE_DIR = BUILD / "lite"
OUT = BUILD / "site"
SITE_NOTEBOOKS = ("index.ipynb",
                  "classified-tutorial.ipynb", "persona-tutorial.ipynb",
                  "rednotice-tutorial.ipynb", "infiltration-tutorial.ipynb",
                  "classified-explorer.ipynb", "persona-explorer.ipynb",
                  "rednotice-explorer.ipynb", "infiltration-explorer.ipynb")
KERNEL_SETTINGS = "@jupyterlite/pyodide-kernel-extension:kernel"   # its key in page settings
# Lock entries the kernel's start-up needs, with their dependencies, made local from PyPI.
KERNEL_PACKAGES = ("micropip", "jedi", "ipython", "comm")
# The Pyodide kernel's own wheels, shipped inside its JupyterLab extension (its piplite index):
# put in the lock too, so the kernel loads them with everything else in one batch instead of
# resolving each through piplite at start.
KERNEL_OWN_WHEELS = {
    "piplite": ["piplite"],
    "pyodide-kernel": ["pyodide_kernel"],
    "ipykernel": ["ipykernel"],
    "widgetsnbextension": ["widgetsnbextension"],
}
TUTOR_PACKAGES = {
    "rules-tutor": (["tutor", "widgets"], ["ipywidgets", "anywidget", "babel", "networkx", "tqdm"]),
    "ipywidgets": (["ipywidgets"], ["comm", "ipython", "traitlets", "widgetsnbextension"]),
    "anywidget": (["anywidget"], ["ipywidgets", "psygnal", "typing-extensions"]),
    "psygnal": (["psygnal"], ["typing-extensions"]),
    "babel": (["babel"], []),
    "comm": (["comm"], ["traitlets"]),
}
# Pure-Python packages already in Pyodide's lock that the tutor needs, fetched from PyPI at the
# locked version. Every wheel taken from PyPI gets the lock "depends" its own metadata declares
# (Pyodide's networkx entry, for one, pulls in matplotlib and numpy, which networkx itself only
# imports on demand).
PURE_LOCKED = ("networkx", "tqdm", "typing-extensions", "traitlets")
# Compiled Pyodide packages that are on neither PyPI nor npm. The kernel's start-up installs
# them unless they are among the packages loaded with Pyodide, and a package loaded with Pyodide
# must be in its lock: each gets a lock entry whose wheel holds metadata only (it imports
# nothing), so the kernel skips it and ``import sqlite3`` / ``import ssl`` fail as they would
# without it. IPython then keeps no history; nothing in the tutor uses either module.
UNOBTAINABLE = ("sqlite3", "ssl")
# Locked packages that cannot run without those, replaced (version, imports):
# Pyodide 0.27's IPython 8.23 imports sqlite3 at start; IPython 9 runs without it (and keeps no
# history). 9.15 is the last IPython 9 this kernel (pyodide-kernel 0.6) can run cells with: from
# 9.16 on, ``should_run_async`` raises unless given the transformed cell, which it does not give.
REPINNED = {"ipython": ("9.15.0", ["IPython"]),
            "ipython-pygments-lexers": ("1.1.1", ["ipython_pygments_lexers"])}
UNOBTAINABLE_DEPENDS = ("openssl",)   # ssl's compiled library, dropped with it
# The site's fix for its kernel (None reaching the page as null in widget messages): its own
# wheel, loaded with Pyodide, and imported first by every notebook the site stages.
SITE_KERNEL = ("rules-tutor-site", "site_kernel")
SITE_KERNEL_FILE = Path(__file__).resolve().with_name("site_kernel.py")
SITE_KERNEL_IMPORT = "import site_kernel  # the static site's kernel fix (binder/site_kernel.py)\n"


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


def wheel_for(name: str, wheels: Path, version: str | None = None) -> Path:
    """The wheel of ``name`` in ``wheels`` (at ``version``, when given; else the only one)."""
    found = [w for w in wheels.glob("*.whl") if norm(w.name.split("-")[0]) == norm(name)
             and version in (None, w.name.split("-")[1])]
    if len(found) != 1:
        raise FileNotFoundError(f"{len(found)} wheels for {name} {version or ''} in {wheels}")
    return found[0]


def requirements_in_browser(wheel: Path) -> list[str]:
    """The names ``wheel`` requires on Pyodide (its Requires-Dist without extras, markers
    evaluated for Emscripten)."""
    from email.parser import HeaderParser

    from packaging.requirements import Requirement

    with zipfile.ZipFile(wheel) as archive:
        meta = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        headers = HeaderParser().parsestr(archive.read(meta).decode())
    env = {"sys_platform": "emscripten", "platform_system": "Emscripten", "extra": "",
           "python_version": PYTHON, "python_full_version": PYTHON + ".0",
           "implementation_name": "cpython", "platform_python_implementation": "CPython"}
    wanted = [Requirement(r) for r in headers.get_all("Requires-Dist") or []]
    return [norm(r.name) for r in wanted if r.marker is None or r.marker.evaluate(env)]


def newest(name: str, wheels: Path) -> Path:
    """The highest version of ``name`` among ``wheels`` (the kernel ships two widgetsnbextension
    shims, for ipywidgets 7 and 8)."""
    from packaging.version import Version

    found = [w for w in wheels.glob("*.whl") if norm(w.name.split("-")[0]) == norm(name)]
    return max(found, key=lambda w: Version(w.name.split("-")[1]))


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


def kernel_extension_wheels() -> Path:
    """The Pyodide kernel extension's own wheels (its piplite index) in this venv."""
    return (Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite"
            / "pyodide-kernel-extension" / "static" / "pypi")


def marker_wheel(name: str, dest: Path) -> Path:
    """A wheel of ``name`` holding metadata only (no module): the lock entry of a compiled
    package this machine cannot get, so the kernel's start-up does not try to install it."""
    return small_wheel(name, "0+unavailable", {}, dest,
                       f"Pyodide's compiled {name} is not on PyPI or npm; this site runs "
                       "without it (the module cannot be imported).")


def site_kernel_wheel(dest: Path) -> Path:
    """The wheel of ``site_kernel`` (``binder/site_kernel.py``: the site's fix for its kernel,
    imported first by every notebook on the site)."""
    return small_wheel(SITE_KERNEL[0], "1.0", {"site_kernel.py": SITE_KERNEL_FILE.read_text()},
                       dest, "Rules Tutor's static site: its fix for the Pyodide kernel.")


def small_wheel(name: str, version: str, modules: dict[str, str], dest: Path,
                summary: str) -> Path:
    """A pure wheel of ``name`` with ``modules`` (path: text) and its metadata, reproducible
    (fixed dates) so that its hash changes only with its contents."""
    info = f"{name.replace('-', '_')}-{version}.dist-info"
    files = {
        **modules,
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
                            f"Summary: {summary}\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: rules-tutor binder/site.py\n"
                         "Root-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = [f"{path},sha256={record_hash(text.encode())},{len(text.encode())}"
              for path, text in files.items()]
    files[f"{info}/RECORD"] = "\n".join([*record, f"{info}/RECORD,,"]) + "\n"
    dest.mkdir(parents=True, exist_ok=True)
    wheel = dest / f"{name.replace('-', '_')}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, text in files.items():
            archive.writestr(zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0)), text)
    return wheel


def record_hash(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def preloaded() -> list[str]:
    """What the kernel loads with Pyodide, in one batch: the tutor, the kernel's own start-up
    set under the names its start-up checks (it installs through piplite any it misses), and
    the unobtainable ones' markers."""
    own = [n.replace("-", "_") for n in KERNEL_OWN_WHEELS]
    return ["rules-tutor", SITE_KERNEL[0], *KERNEL_PACKAGES, *own, *UNOBTAINABLE]


def assemble_pyodide(runtime: Path) -> Path:
    """``build/lite/static/pyodide``: the runtime plus local wheels and a rewritten lock file in
    which every package the kernel loads at start is one of those local wheels."""
    target = LITE_DIR / "static" / "pyodide"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(runtime, target)
    lock = json.loads((target / "pyodide-lock.json").read_text())
    global PYTHON
    PYTHON = ".".join(lock["info"]["python"].split(".")[:2])
    packages = lock["packages"]
    wheels = CACHE / "wheels"
    local: set[str] = set()

    def add(name, wheel, imports, depends):
        packages[norm(name)] = entry(name, wheel, imports, depends)
        shutil.copy2(wheel, target / wheel.name)
        local.add(norm(name))

    for name in (*UNOBTAINABLE, *UNOBTAINABLE_DEPENDS):
        packages.pop(name, None)
    pins = tutor_versions()
    download([f"{n}=={version}" for n, (version, _) in REPINNED.items()], wheels)
    for name, (version, imports) in REPINNED.items():
        wheel = wheel_for(name, wheels, version)
        add(name, wheel, imports, requirements_in_browser(wheel))
    tutor = [n for n in TUTOR_PACKAGES if n != "rules-tutor" and norm(n) not in packages]
    download([f"{n}=={pins[norm(n)]}" if norm(n) in pins else n for n in tutor], wheels)
    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", wheels, REPO)
    for name in ["rules-tutor", *tutor]:
        imports, depends = TUTOR_PACKAGES[name]
        add(name, wheel_for(name, wheels, pins.get(norm(name))), imports, depends)
    for name, imports in KERNEL_OWN_WHEELS.items():
        add(name, newest(name, kernel_extension_wheels()), imports, [])
    for name in UNOBTAINABLE:
        add(name, marker_wheel(name, CACHE / "markers"), [], [])
    add(SITE_KERNEL[0], site_kernel_wheel(CACHE / "site-kernel"), [SITE_KERNEL[1]], [])
    needed = {d for n in local for d in packages[n]["depends"]}
    localise_locked(packages, {*KERNEL_PACKAGES, *PURE_LOCKED, *needed}, wheels, add, local)
    check_local(lock, target, preloaded())
    (target / "pyodide-lock.json").write_text(json.dumps(lock))
    return target


def localise_locked(packages: dict, roots: set[str], wheels: Path, add, local: set[str]) -> None:
    """Replace the lock entries of ``roots``, and of all they need, by their wheels from PyPI
    at the locked versions, each with the depends its own metadata declares (one download for
    each round of dependencies)."""
    todo = {norm(r) for r in roots}
    while todo := {n for n in todo if n not in local and n in packages}:
        download([f"{packages[n]['name']}=={packages[n]['version']}" for n in sorted(todo)],
                 wheels)
        needed = set()
        for name in sorted(todo):
            old = packages[name]
            wheel = wheel_for(name, wheels, old["version"])
            add(old["name"], wheel, old["imports"], requirements_in_browser(wheel))
            needed.update(packages[name]["depends"])
        todo = needed


def check_local(lock: dict, target: Path, roots: list[str]) -> None:
    """Every package ``roots`` load is in the lock, with its dependencies, and has its wheel in
    ``target`` under that wheel's hash: the kernel then asks for no file the site lacks."""
    packages = lock["packages"]
    names = closure(lock, roots)
    depends = [d for n in names for d in packages[n]["depends"]]
    unknown = sorted({d for d in [*roots, *depends] if norm(d) not in packages})
    wrong = [n for n in names if not local_wheel_ok(packages[n], target)]
    if unknown or wrong:
        raise SystemExit(f"site: not in the lock: {unknown}; missing or wrong wheel: {wrong}")


def local_wheel_ok(package: dict, target: Path) -> bool:
    wheel = target / package["file_name"]
    return wheel.is_file() and hashlib.sha256(wheel.read_bytes()).hexdigest() == package["sha256"]


def write_config() -> None:
    """``jupyter-lite.json``: the kernel loads the tutor and its own start-up set with Pyodide,
    from this site only."""
    settings = {KERNEL_SETTINGS: {
        "disablePyPIFallback": True,
        "loadPyodideOptions": {"packages": preloaded()},
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
        notebook = json.loads((REPO / "notebooks" / name).read_text(encoding="utf-8"))
        (contents / name).write_text(json.dumps(with_site_kernel(notebook), indent=1),
                                     encoding="utf-8")
    return contents.parent


def with_site_kernel(notebook: dict) -> dict:
    """``notebook`` with ``import site_kernel`` at the top of its first code cell, so that the
    kernel is fixed before any widget is made (nothing else in the notebook changes)."""
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code":
            source = cell["source"]
            text = "".join(source) if isinstance(source, list) else source
            cell["source"] = SITE_KERNEL_IMPORT + text
            break
    return notebook


CONFIG_SCRIPT = re.compile(r'(<script id="jupyter-config-data" type="application/json">)(.*?)'
                           r'(</script>)', re.S)
CDN_CSS = re.compile(r'\s*<link rel="stylesheet" href="https://cdn\.jsdelivr\.net/npm/'
                     r'@fortawesome/fontawesome-free@[^"]*" type="text/css" />')


# Run as the page loads, before Voici reads its settings: the page's URL query becomes the
# kernel's QUERY_STRING (Pyodide's ``env`` option), where the tutor reads ``?lang=`` as it
# does on a Voila server (widgets/page.py).
QUERY_TO_KERNEL = """<script>
(function () {
  var config = document.getElementById("jupyter-config-data");
  var data = JSON.parse(config.textContent);
  var kernel = (data.litePluginSettings || {})["%s"];
  if (!kernel) return;
  var options = kernel.loadPyodideOptions = kernel.loadPyodideOptions || {};
  options.env = Object.assign({}, options.env,
                              { QUERY_STRING: window.location.search.replace(/^\\?/, "") });
  config.textContent = JSON.stringify(data);
})();
</script>""" % KERNEL_SETTINGS


def fix_page(html: str) -> str:
    """One Voici page made to work from its own folder on a static host:

    - the kernel's settings (``pyodideUrl``, ``pipliteUrls``) are written relative to the site's
      root (``./static/...``), but a Voici page embeds them unchanged and the kernel resolves
      them against the page's own address (``voici/render/``), where nothing is: the kernel's
      worker then never starts. They are joined to the page's ``baseUrl`` here, as JupyterLite's
      own pages do with every ``./`` URL in their settings;
    - the page's URL query is handed to the kernel as its ``QUERY_STRING``
      (``QUERY_TO_KERNEL``), so ``?lang=ja`` opens the page in Japanese, as on a server;
    - the two Font Awesome stylesheets on a CDN are dropped: the icons ship in Voici's bundle.
    """
    match = CONFIG_SCRIPT.search(html)
    if match is None:
        return CDN_CSS.sub("", html)
    config = json.loads(match.group(2))
    base = config.get("baseUrl", "./")
    for settings in config.get("litePluginSettings", {}).values():
        for key, value in settings.items():
            if key.endswith("Url") and isinstance(value, str):
                settings[key] = rebase(value, base)
            elif key.endswith("Urls") and isinstance(value, list):
                settings[key] = [rebase(v, base) for v in value]
    text = json.dumps(config).replace("</", "<\\/")
    html = html[:match.start(2)] + text + match.group(3) + QUERY_TO_KERNEL + html[match.end(3):]
    return CDN_CSS.sub("", html)


def rebase(url: str, base: str) -> str:
    return base.rstrip("/") + "/" + url[2:] if url.startswith("./") else url


def fix_pages(site: Path) -> None:
    for page in (site / "voici").rglob("*.html"):
        page.write_text(fix_page(page.read_text(encoding="utf-8")), encoding="utf-8")


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
    fix_pages(OUT)
    size = sum(p.stat().st_size for p in OUT.rglob("*") if p.is_file())
    print(f"site: {OUT} ({size / 2**20:.1f} MB); open voici/render/index.html on a static server")


if __name__ == "__main__":
    main()
