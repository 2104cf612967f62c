"""The home page of the Rules Tutor: the four games and what each notebook teaches, in en and ja.

``home()`` returns the widget shown by ``notebooks/index.ipynb``: a language toggle above one HTML
block. A notebook is linked only when its file exists in the notebooks folder, so the page never
shows a broken link while game notebooks are still being written. A designers' notebook (Python
with the code visible) opens in JupyterLab, not as an app: from a Voila page the link goes to
the server's JupyterLab (as on Binder, where Voila runs inside Jupyter's server), inside
JupyterLab it is relative; the tutor's own Voila server (``voila_app.py``, ``make serve``) has
no JupyterLab, so there the page says in words where to open it and folds the steps away for
designers. The simulation is an app page, linked like the tutorials. On the static site
(Voici, the tutor on Pyodide in the browser) a notebook's page is the ``.html`` Voici made of it,
and what the site leaves out is said to be left out, not in preparation.
"""

from __future__ import annotations

import html
import os
from dataclasses import dataclass
from pathlib import Path

import ipywidgets as w

from tutor import games

from . import in_browser
from .i18n import LANG_NAMES, check_lang
from .language import LanguageSwitch
from .page import follow_page_lang, with_lang
from .theme import LINE

LANGUAGES = LANG_NAMES
# set by the tutor's own Voila server (voila_app.py) for its kernels: no JupyterLab here
NO_LAB = "RULES_TUTOR_NO_LAB"
DEFAULT_LANG = "en"               # links in this language need no ``lang`` parameter
NOTEBOOKS_DIR = Path(__file__).resolve().parent.parent / "notebooks"

TEXT = {
    "en": {
        "title": "Rules Tutor",
        "intro": "Learn four board games step by step on live rules engines. Each tutorial sets up"
        " a real game, explains the next rule, lets you make the move and shows what changed and"
        " why, citing the rule. Each explorer lets you play whole games against bots or set up a"
        " position and try your own moves.",
        "players": "Players",
        "coming": "Coming soon",
        "preparing": "in preparation",
        "open": "Open",
        "designers": "For designers:",
        "in_lab": "opens in JupyterLab with the code visible.",
        "no_lab": "opens in JupyterLab with the code visible, which this server does not offer:"
        " open it from the tutor on Binder, or on a computer with the tutor installed.",
        "how_lab": "How to open it on your computer",
        "lab_steps": "In the tutor's folder, run make lab; JupyterLab opens on the notebooks"
        " folder, where this one is {file}.",
        "also_lab": "Also in JupyterLab, with the code visible ▸",
        "not_on_site": "not on this static site: on Binder or a server running the tutor",
    },
    "ja": {
        "title": "ルールチューター",
        "intro": "4つのボードゲームを、実際に動くルールエンジンで一歩ずつ学べます。チュートリアルは"
        "本物のゲームを用意し、次のルールを説明し、あなたに手番を指してもらい、何がなぜ変わったかを"
        "ルールを引用して示します。エクスプローラーでは、ボットと最後まで対戦したり、局面を自分で"
        "作って手を試したりできます。",
        "players": "人数",
        "coming": "準備中",
        "preparing": "準備中",
        "open": "開く",
        "designers": "デザイナー向け：",
        "in_lab": "JupyterLabでコードを見ながら開きます。",
        "no_lab": "JupyterLabでコードを見ながら開きますが、このサーバーにはJupyterLabがありません。"
        "Binder上のチューターか、チューターを入れたコンピューターで開いてください。",
        "how_lab": "自分のコンピューターで開くには",
        "lab_steps": "チューターのフォルダーで make lab を実行すると、JupyterLabがnotebooks"
        "フォルダーを開きます。このノートブックは {file} です。",
        "also_lab": "JupyterLabでコードを見ながら開く ▸",
        "not_on_site": "この静的サイトにはありません。Binderやチューターを動かすサーバーで使えます",
    },
}


LINK_STYLE = ("display:inline-block;padding:1px 10px;border-radius:4px;background:#1565c0;"
              "color:#ffffff;font-weight:bold;text-decoration:none")


@dataclass(frozen=True)
class Notebook:
    """One game notebook: its file name in ``notebooks/`` and what it teaches."""

    file: str
    title: dict
    teaches: dict
    designer: bool = False        # Python with the code visible, for JupyterLab


@dataclass(frozen=True)
class GameEntry:
    """One game on the home page; a game without notebooks is shown as coming. Its name and
    player count are the game's own (``tutor.games.load(key)``)."""

    key: str
    about: dict
    notebooks: tuple = ()

    @property
    def name(self) -> dict:
        """The game's title; in Japanese followed by the English one, as on the box."""
        title = games.load(self.key).title
        return {"en": title["en"], "ja": f"{title['ja']} ({title['en']})"}

    @property
    def players(self) -> str:
        """"2" or "2–4": how many play the game."""
        game = games.load(self.key)
        low, high = game.min_players, game.max_players
        return str(low) if low == high else f"{low}–{high}"


GAMES = (
    GameEntry(
        key="classified",
        about={
            "en": "An 18-card deduction duel: protect the code of your secret suitcase and crack"
            " your opponent's.",
            "ja": "18枚のカードで戦う推理の一騎打ち。自分の秘密のスーツケースのコードを守り、"
            "相手のコードを解読します。",
        },
        notebooks=(
            Notebook(
                "classified-tutorial.ipynb",
                {"en": "Tutorial", "ja": "チュートリアル"},
                {
                    "en": "Lessons step by step: the goal and the set-up, a turn, Guards and the"
                    " Guard limit, the cards of every set, REACT and PEEK, deduction with the wheel,"
                    " assassination and the end of the game.",
                    "ja": "レッスンで一歩ずつ: ゲームの目的と準備、手番、衛兵と衛兵の上限、各セットの"
                    "カード、リアクトとピーク、ホイールで推理、暗殺とゲームの終了。",
                },
            ),
            Notebook(
                "classified-explorer.ipynb",
                {"en": "Explorer", "ja": "エクスプローラー"},
                {
                    "en": "Play whole games against the bot or hot-seat with a friend; save a game"
                    " and load it later, or reload the page and play on. Every log line cites its"
                    " rule.",
                    "ja": "ボットと対戦したり、2人で交代しながら遊んだりできます。ゲームを保存して"
                    "後で読み込んだり、ページを再読み込みして続きを遊んだりできます。ログの各行に"
                    "ルールが示されます。",
                },
            ),
            Notebook(
                "classified-python.ipynb",
                {"en": "Python notebook", "ja": "Pythonノートブック"},
                {
                    "en": "Set up any position in Python, list the legal actions, see what each"
                    " player observes, save and load games, then play on in the explorer.",
                    "ja": "Pythonで好きな局面を作り、合法手や各プレイヤーが見る情報を確かめ、"
                    "ゲームを保存・読み込みし、エクスプローラーで続きを遊べます。",
                },
                designer=True,
            ),
        ),
    ),
    GameEntry(
        key="persona",
        about={
            "en": "Hackers gather information on corrupt corporations: each day everyone secretly"
            " pairs an information card with an action, then passes their hand on.",
            "ja": "ハッカーとして腐敗した企業の情報を集めます。毎日全員が同時に情報カードと"
            "アクションカードを選び、残りの手札を隣に渡します。",
        },
        notebooks=(
            Notebook(
                "persona-tutorial.ipynb",
                {"en": "Tutorial", "ja": "チュートリアル"},
                {
                    "en": "Step by step: setup, simultaneous days, Download, Send and Encrypt,"
                    " passing hands, ranking each corporation and stealing, final scoring"
                    " after three rounds.",
                    "ja": "一歩ずつ: 準備、同時に進む1日、ダウンロード・送信・暗号化、手札の受け渡し、"
                    "企業ごとの順位と奪取、3ラウンド後の最終得点。",
                },
            ),
            Notebook(
                "persona-explorer.ipynb",
                {"en": "Explorer", "ja": "エクスプローラー"},
                {
                    "en": "Play whole games against bots with 2 to 4 players; save a game and load"
                    " it later, or reload the page and play on. Every event cites its rule.",
                    "ja": "2〜4人でボットと最後まで対戦できます。ゲームを保存して後で読み込んだり、"
                    "ページを再読み込みして続きを遊んだりできます。すべての出来事にルールが示されます。",
                },
            ),
            Notebook(
                "persona-python.ipynb",
                {"en": "Python notebook", "ja": "Pythonノートブック"},
                {
                    "en": "Set up any day of a round in Python, list the legal choices, see what"
                    " each player observes, save and load games, then play on in the explorer.",
                    "ja": "Pythonでラウンドの好きな日を作り、合法な選択や各プレイヤーが見る情報を"
                    "確かめ、ゲームを保存・読み込みし、エクスプローラーで続きを遊べます。",
                },
                designer=True,
            ),
        ),
    ),
    GameEntry(
        key="rednotice",
        about={
            "en": "A forger cashes fake checks around the world while an FBI agent hunts her;"
            " both secretly program their actions each round.",
            "ja": "偽造小切手を世界中で換金する詐欺師と、彼女を追うFBI捜査官。"
            "毎ラウンド、両者がひそかにアクションをプログラムします。",
        },
        notebooks=(
            Notebook(
                "rednotice-tutorial.ipynb",
                {"en": "Tutorial", "ja": "チュートリアル"},
                {
                    "en": "Lessons for both roles on the tutor's own map: programming and bluff,"
                    " resolving cards and POW, every action, radars and reports, the"
                    " possible-city map, capture and identities, upgrades, winning.",
                    "ja": "チューター独自の地図で両方の役のレッスン：プログラミングとブラフ、"
                    "カードの解決とPOW、各アクション、レーダーと報告、可能性のある都市の地図、"
                    "確保と偽職業、改良カード、勝利。",
                },
            ),
            Notebook(
                "rednotice-explorer.ipynb",
                {"en": "Explorer", "ja": "エクスプローラー"},
                {
                    "en": "Play whole games as the forger or the agent against the rules bot, the"
                    " random bot or a friend on the same screen.",
                    "ja": "詐欺師か捜査官として、ルールボット・ランダムボット、または同じ画面の"
                    "相手と最後まで対戦できます。",
                },
            ),
            Notebook(
                "rednotice-python.ipynb",
                {"en": "Python notebook", "ja": "Pythonノートブック"},
                {
                    "en": "The engine in Python: cards, observations and the possible cities,"
                    " the map as a networkx graph, positions as specs, then play on in the"
                    " explorer.",
                    "ja": "Pythonでエンジンを使う：カード、観測と可能性のある都市、networkxの"
                    "グラフとしての地図、局面の仕様、そしてエクスプローラーで続きを遊べます。",
                },
                designer=True,
            ),
        ),
    ),
    GameEntry(
        key="infiltration",
        about={
            "en": "Agents raid a research centre for data files and must get out before the"
            " police arrive.",
            "ja": "エージェントが研究センターに潜入してデータファイルを盗み、"
            "警察が到着する前に脱出を目指します。",
        },
        notebooks=(
            Notebook(
                "infiltration-tutorial.ipynb",
                {"en": "Tutorial", "ja": "チュートリアル"},
                {"en": "Ten lessons on the board, from the goal and the clock to the two-player"
                 " game.", "ja": "ボード上で10のレッスン：目的と時間から2人用ゲームまで。"},
            ),
            Notebook(
                "infiltration-explorer.ipynb",
                {"en": "Explorer", "ja": "エクスプローラー"},
                {"en": "Whole games with 2 to 6 seats: people at one screen and rules bots.",
                 "ja": "2〜6席で最後まで：1つの画面の人とルールボット。"},
            ),
            Notebook(
                "infiltration-python.ipynb",
                {"en": "Python notebook", "ja": "Pythonノートブック"},
                {"en": "The Python API, the room graph in networkx and loading a content set.",
                 "ja": "Python API、networkxの部屋グラフ、コンテンツセットの読み込み。"},
                designer=True,
            ),
        ),
    ),
)


# notebooks about every game, listed under the games
TOOLS = (
    Notebook(
        "simulate.ipynb",
        {"en": "Simulate many games", "ja": "たくさんのゲームをシミュレーション"},
        {
            "en": "Play hundreds of games between bots (random, rule-based, search) and see who"
            " wins, how often and why: win rates with intervals, scores, game length and a chart"
            " for each game.",
            "ja": "ボット（ランダム・ルール・探索）どうしで何百ゲームも対戦させ、誰がどれくらいの"
            "割合で、なぜ勝つのかを見られます。勝率とその区間、得点、ゲームの長さ、ゲームごとの"
            "グラフを表示します。",
        },
    ),
)


def _tools_block(lang: str, notebooks_dir: Path | str) -> str:
    """The pages about every game (e.g. simulation) for designers, linked as app pages when
    their files exist, with a JupyterLab link too where there is a JupyterLab."""
    folder = Path(notebooks_dir)
    items = "".join(_tool_item(nb, (folder / nb.file).is_file(), lang) for nb in TOOLS)
    style = f"border:1px solid {LINE};border-radius:6px;padding:8px 12px;margin:8px 0"
    return f"<div class='rt-tools' style='{style}'><ul style='margin:4px 0'>{items}</ul></div>"


def existing_notebooks(game: GameEntry, notebooks_dir: Path | str = NOTEBOOKS_DIR) -> list:
    """The notebooks of ``game`` whose files exist in ``notebooks_dir``."""
    folder = Path(notebooks_dir)
    return [nb for nb in game.notebooks if (folder / nb.file).is_file()]


def on_static_site() -> bool:
    """Whether this runs on Pyodide in the learner's browser (the static Voici site)."""
    return in_browser.ON_PYODIDE


def page_href(file: str) -> str:
    """Where a notebook's page is, seen from the home page: the notebook beside it in Voila and
    JupyterLab; the ``.html`` page Voici made of it on the static site."""
    return file.removesuffix(".ipynb") + ".html" if on_static_site() else file


def _absent(lang: str) -> str:
    """Why a notebook is not linked: still being written, or left off the static site."""
    return TEXT[lang]["not_on_site" if on_static_site() else "preparing"]


def lab_href(file: str) -> str | None:
    """Where a designers' notebook opens in JupyterLab, seen from the home page: the server's
    JupyterLab when the page is a Voila app inside Jupyter's server (Voila tells its kernels
    the base URL), the file itself when the home notebook runs in JupyterLab; None under the
    tutor's own Voila server, which has no JupyterLab (it says so in ``NO_LAB``)."""
    if os.environ.get(NO_LAB):
        return None
    base = os.environ.get("VOILA_BASE_URL")
    if base is None and not os.environ.get("SERVER_SOFTWARE", "").startswith("voila"):
        return file
    return f"{(base or '/').rstrip('/')}/lab/tree/notebooks/{file}"


def _designer_item(nb: Notebook, linked: bool, lang: str) -> str:
    """One list item for designers: a JupyterLab link (new tab); where there is no JupyterLab,
    the title, where to open it in words and the steps folded away; or the title in
    preparation."""
    text = TEXT[lang]
    title = html.escape(nb.title[lang])
    teaches = html.escape(nb.teaches[lang])
    if not linked:
        return (f"<li style='margin:4px 0'>{text['designers']} <b>{title}</b> "
                f"<span class='rt-preparing'>({_absent(lang)})</span>: {teaches}</li>")
    href = lab_href(nb.file)
    if href is None:
        steps = html.escape(text["lab_steps"].format(file=nb.file))
        return (f"<li class='rt-designers' style='margin:4px 0'>{text['designers']} "
                f"<b>{title}</b>: {teaches} <i>({html.escape(text['no_lab'])})</i>"
                f"<details class='rt-lab-steps'><summary>{html.escape(text['how_lab'])}</summary>"
                f"{steps}</details></li>")
    return (f"<li class='rt-designers' style='margin:4px 0'>{text['designers']} "
            f'<a class="rt-open-lab" href="{html.escape(href, quote=True)}" target="_blank" '
            f'rel="noopener">{title} ▸</a> {teaches} <i>({html.escape(text["in_lab"])})</i></li>')


def _tool_item(nb: Notebook, linked: bool, lang: str) -> str:
    """One page for designers about every game: its app link as the tutorials have, and a
    JupyterLab link beside it where there is a JupyterLab."""
    href = lab_href(nb.file) if linked else None
    lab = "" if href in (None, page_href(nb.file)) else (
        f' <a class="rt-open-lab" href="{html.escape(href, quote=True)}" target="_blank" '
        f'rel="noopener">{html.escape(TEXT[lang]["also_lab"])}</a>')
    return _notebook_item(nb, linked, lang, prefix=TEXT[lang]["designers"] + " ", suffix=lab)


def _notebook_item(nb: Notebook, linked: bool, lang: str, prefix: str = "",
                   suffix: str = "") -> str:
    """One list item: a link to the notebook, or its title marked as in preparation
    (``prefix`` and ``suffix``: HTML before and after)."""
    if nb.designer:
        return _designer_item(nb, linked, lang)
    title = html.escape(nb.title[lang])
    teaches = html.escape(nb.teaches[lang])
    if linked:
        page = page_href(nb.file)
        href = html.escape(page if lang == DEFAULT_LANG else with_lang(page, lang), quote=True)
        head = (f'<a class="rt-open" href="{href}" target="_self" style="{LINK_STYLE}">'
                f'{title} ▸</a>')
    else:
        head = f'<b>{title}</b> <span class="rt-preparing">({_absent(lang)})</span>:'
    return f"<li style='margin:4px 0'>{prefix}{head} {teaches}{suffix}</li>"


def _game_card(game: GameEntry, lang: str, notebooks_dir: Path | str) -> str:
    """The HTML block for one game."""
    text = TEXT[lang]
    name = html.escape(game.name[lang])
    head = f"<h3 style='margin:0 0 4px 0'>{name}</h3>"
    about = f"<p style='margin:2px 0'>{html.escape(game.about[lang])} ({text['players']}: {game.players})</p>"
    if not game.notebooks:
        body = f"<p class='rt-coming'><i>{text['coming']}</i></p>"
    else:
        present = {nb.file for nb in existing_notebooks(game, notebooks_dir)}
        items = "".join(_notebook_item(nb, nb.file in present, lang) for nb in game.notebooks)
        body = f"<ul style='margin:4px 0'>{items}</ul>"
    style = f"border:1px solid {LINE};border-radius:6px;padding:8px 12px;margin:8px 0"
    return f"<div class='rt-game' data-game='{game.key}' style='{style}'>{head}{about}{body}</div>"


def render_html(lang: str = "en", notebooks_dir: Path | str = NOTEBOOKS_DIR) -> str:
    """The whole home page in ``lang`` as one HTML string."""
    text = TEXT[check_lang(lang)]
    cards = "".join(_game_card(game, lang, notebooks_dir) for game in GAMES)
    return (
        f"<div class='rt-home-body' lang='{lang}'><h1>{text['title']}</h1>"
        f"<p>{html.escape(text['intro'])}</p>{cards}{_tools_block(lang, notebooks_dir)}</div>"
    )


def home(lang: str = DEFAULT_LANG, notebooks_dir: Path | str = NOTEBOOKS_DIR) -> w.VBox:
    """The home page widget: a language toggle above the game list. The page's ``lang`` URL
    parameter, when given, wins over ``lang``; the links carry the language shown."""
    switch = LanguageSwitch(lang)
    page = w.HTML(render_html(lang, notebooks_dir))
    page.add_class("rt-page")
    switch.on_change(lambda new_lang: setattr(page, "value", render_html(new_lang, notebooks_dir)))
    box = w.VBox([switch.widget, page])
    box.add_class("rt-home")
    follow_page_lang(switch)                      # last: a pre-heated kernel waits here
    return box
