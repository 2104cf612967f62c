"""The short bilingual pages a visitor gets instead of a notebook: full, busy, not found, error.

None of them names a file, a path, an option or an exception: a visitor learns only what to do.
``NotFoundHandler`` answers every path the tutor does not serve (the repository's listing, a path
with a NUL byte or a ``..`` segment, the login pages when no token is set) with a plain 404.
"""

from __future__ import annotations

from tornado.web import RequestHandler

PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{refresh}<title>{title}</title>
<style>body{{font-family:system-ui,sans-serif;max-width:36em;margin:3em auto;padding:0 1em;
line-height:1.5}} a{{font-weight:bold}}</style></head>
<body class="{css}">
{body}
</body></html>
"""

FULL = ("rt-server-full", "Rules Tutor is full / 満席です", """<h1>Rules Tutor is full right now</h1>
<p>Every seat on this server is taken. This page tries again by itself in {retry} seconds,
or <a href="">try again now</a>.</p>
<h1 lang="ja">ただいま満席です</h1>
<p lang="ja">このサーバーの席はすべて使われています。{retry}秒後に自動でもう一度試します。
<a href="">今すぐ試す</a></p>""")

BUSY = ("rt-server-busy", "Rules Tutor: one moment / 少々お待ちください",
        """<h1>Many pages are opening from your network</h1>
<p>This page opens by itself in {retry} seconds, or <a href="">try again now</a>.</p>
<h1 lang="ja">あなたのネットワークから多くのページが開かれています</h1>
<p lang="ja">{retry}秒後に自動で開きます。<a href="">今すぐ試す</a></p>""")

NOT_FOUND = ("rt-not-found", "Not found / 見つかりません", """<h1>There is no page here</h1>
<p><a href="/">Go to the Rules Tutor home page</a>.</p>
<h1 lang="ja">このページはありません</h1>
<p lang="ja"><a href="/">Rules Tutor のホームへ</a></p>""")

ERROR = ("rt-server-error", "Something went wrong / エラー", """<h1>Something went wrong</h1>
<p>Please <a href="">try again</a>, or go to the <a href="/">home page</a>.</p>
<h1 lang="ja">問題が発生しました</h1>
<p lang="ja"><a href="">もう一度試す</a>か、<a href="/">ホーム</a>へ。</p>""")

# A request path with a NUL byte, a backslash or a ``.``/``..`` segment, literal or %-encoded.
BAD_PATH = r"(?:.*(?:%00|%5[cC]|\\).*|(?:.*/)?(?:\.|%2[eE]){1,2}(?:/.*)?)"


def page(kind: tuple, retry: int = 0) -> str:
    """The HTML of one of the pages above; ``retry``: seconds until it reloads itself (0: never)."""
    css, title, body = kind
    refresh = f'<meta http-equiv="refresh" content="{retry}">\n' if retry else ""
    return PAGE.format(refresh=refresh, title=title, css=css, body=body.format(retry=retry))


def send(handler: RequestHandler, status: int, kind: tuple, retry: int = 0) -> None:
    """Finish ``handler``'s request with ``status`` and the page ``kind`` (never cached)."""
    handler.clear()
    handler.set_status(status)
    handler.set_header("Content-Type", "text/html; charset=utf-8")
    handler.set_header("Cache-Control", "no-store")
    if retry:
        handler.set_header("Retry-After", str(retry))
    handler.finish(page(kind, retry))


class NotFoundHandler(RequestHandler):
    """A plain 404 for any method on a path the tutor does not serve."""

    def prepare(self):
        """Answer before any method handler runs."""
        send(self, 404, NOT_FOUND)

    def check_xsrf_cookie(self):
        """Nothing is accepted here, so there is nothing to protect."""

