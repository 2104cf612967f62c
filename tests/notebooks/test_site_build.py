"""binder/site.py's pieces that need no build: each Voici page's kernel URLs joined to its base,
the CDN stylesheets dropped, metadata-only wheels for what the site cannot have, and a wheel's
requirements as Pyodide sees them."""

from __future__ import annotations

import importlib.util
import json
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("site_build", REPO / "binder" / "site.py")
site_build = importlib.util.module_from_spec(spec)
spec.loader.exec_module(site_build)

CDN = ('<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@fortawesome/'
       'fontawesome-free@^5/css/all.min.css" type="text/css" />')


def page(config: dict) -> str:
    return (f"<head>{CDN}</head><script id=\"jupyter-config-data\" type=\"application/json\">"
            f"{json.dumps(config)}</script>")


def embedded(html: str) -> dict:
    match = site_build.CONFIG_SCRIPT.search(html)
    return json.loads(match.group(2).replace("<\\/", "</"))


def test_a_page_gets_its_kernel_urls_from_the_site_root_and_no_cdn_link():
    settings = {"pyodideUrl": "./static/pyodide/pyodide.js",
                "pipliteUrls": ["./extensions/x/all.json", "https://example.org/all.json"],
                "loadPyodideOptions": {"packages": ["rules-tutor"]}}
    html = site_build.fix_page(page({"baseUrl": "../../",
                                     "litePluginSettings": {"kernel": settings}}))
    fixed = embedded(html)["litePluginSettings"]["kernel"]
    assert fixed["pyodideUrl"] == "../../static/pyodide/pyodide.js"
    assert fixed["pipliteUrls"] == ["../../extensions/x/all.json", "https://example.org/all.json"]
    assert fixed["loadPyodideOptions"] == {"packages": ["rules-tutor"]}
    assert "cdn.jsdelivr" not in html and html.count("</script>") == 2


def test_a_page_hands_its_url_query_to_the_kernel_right_after_its_settings():
    html = site_build.fix_page(page({"baseUrl": "./", "litePluginSettings": {
        site_build.KERNEL_SETTINGS: {"loadPyodideOptions": {"packages": ["rules-tutor"]}}}}))
    settings_end = site_build.CONFIG_SCRIPT.search(html).end()
    assert html[settings_end:].startswith(site_build.QUERY_TO_KERNEL)
    script = site_build.QUERY_TO_KERNEL
    assert "QUERY_STRING: window.location.search" in script and site_build.KERNEL_SETTINGS in script


def test_every_staged_notebook_imports_the_site_kernel_fix_first():
    notebook = {"cells": [{"cell_type": "markdown", "source": ["# Title"]},
                          {"cell_type": "code", "source": ["from widgets import x\n", "x()"]},
                          {"cell_type": "code", "source": "y()"}]}
    cells = site_build.with_site_kernel(notebook)["cells"]
    assert cells[0]["source"] == ["# Title"] and cells[2]["source"] == "y()"
    assert cells[1]["source"] == site_build.SITE_KERNEL_IMPORT + "from widgets import x\nx()"
    assert site_build.preloaded()[:2] == ["rules-tutor", "rules-tutor-site"]


def test_the_site_kernel_wheel_holds_the_fix_module(tmp_path):
    wheel = site_build.site_kernel_wheel(tmp_path)
    with zipfile.ZipFile(wheel) as archive:
        assert archive.read("site_kernel.py").decode() == site_build.SITE_KERNEL_FILE.read_text()
        assert "rules_tutor_site-1.0.dist-info/METADATA" in archive.namelist()


def test_an_unobtainable_package_gets_a_wheel_with_metadata_only(tmp_path):
    wheel = site_build.marker_wheel("sqlite3", tmp_path)
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        assert all(n.startswith("sqlite3-0+unavailable.dist-info/") for n in names)
        record = archive.read("sqlite3-0+unavailable.dist-info/RECORD").decode()
    assert {"METADATA", "WHEEL", "RECORD"} == {n.rsplit("/", 1)[1] for n in names}
    assert "METADATA,sha256=" in record


def test_requirements_are_read_as_pyodide_sees_them(tmp_path):
    wheel = tmp_path / "demo-1.0-py3-none-any.whl"
    meta = ("Name: demo\nVersion: 1.0\nRequires-Dist: Stack_Data>=0.6\n"
            'Requires-Dist: psutil>=7; sys_platform != "emscripten"\n'
            'Requires-Dist: pytest; extra == "test"\n')
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("demo-1.0.dist-info/METADATA", meta)
    assert site_build.requirements_in_browser(wheel) == ["stack-data"]
