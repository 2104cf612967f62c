"""benchmarks/site_timing.py: the site's size as make site prints it, and pages it times."""

from benchmarks import site_timing


def test_the_size_counts_every_file_below_the_site(tmp_path):
    (tmp_path / "voici").mkdir()
    (tmp_path / "voici" / "a.js").write_bytes(b"x" * 2**20)
    (tmp_path / "b.whl").write_bytes(b"y" * 2**19)
    assert site_timing.site_mb(tmp_path) == 1.5


def test_every_timed_page_is_built_by_make_site():
    from tests.e2e.test_site import _site_notebooks

    built = {n.removesuffix(".ipynb") for n in _site_notebooks()}
    assert set(site_timing.PAGES) <= built
