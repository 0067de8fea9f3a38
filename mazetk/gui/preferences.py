"""The window's own preferences: its language and its text size (Tk shell).

The language is chosen before any widget is built (:func:`language_at_start`)
and changes only when mazetk starts again: every label is made once, in
the language of the day.  Choosing another in View > Language says so, and
offers to start again at once when that loses nothing (:func:`restart_command`
knows how mazetk was started; the maze shown comes back from its code).

The text size scales Tk's named fonts, which every widget draws with, so it
changes live; the fonts' normal sizes are kept in the Tcl interpreter, so a
second window on the same Tk starts from them, not from a scaled size.
"""

import os
import subprocess
import sys
import tkinter as tk

from .. import i18n
from ..i18n import N_, _
from ..studio import FONT_SCALES, Settings
from .commands import Command, ctrl, mod, sep
from .theme import OWN_FONTS, named_font, size_check_boxes

#: Every font the window draws its words with.
NAMED_FONTS = ("TkDefaultFont", "TkTextFont", "TkMenuFont", "TkHeadingFont", "TkFixedFont",
               "TkTooltipFont", "TkCaptionFont", "TkSmallCaptionFont", "TkIconFont") + OWN_FONTS
#: The Tcl array that keeps each font's normal size.
BASE_VAR = "mazetk_font_base"
AUTO = "auto"
AUTO_LABEL = N_("System (auto)")
#: Tk's own words in the languages Tk ships no catalogue of, as Tk's msgs/*.msg.
TK_CATALOGUES = os.path.join(i18n.LOCALE_DIR, "tk")


def language_at_start(saved, root=None):
    """Speak the language saved in the config dict ``saved`` (``"auto"``: the
    system's), unless the command line named one (``--lang`` wins); with a
    ``root``, Tk's own dialogs (file choosers, message box buttons) too."""
    if not i18n.asked():
        wanted = Settings.from_dict(saved.get("settings", {})).language
        try:
            i18n.set_language(None if wanted == AUTO else wanted, asked=False)
        except (ValueError, OSError):
            i18n.set_language(None)  # a damaged catalogue: the system's, or English
    if root is not None:
        try:  # Tk's msgcat names its catalogues in lower case (zh_cn)
            root.tk.call("::msgcat::mclocale", i18n.language().lower())
            # and mazetk's own for a language Tk has none of (zh_tw)
            root.tk.call("::msgcat::mcload", TK_CATALOGUES)
        except tk.TclError:
            pass
    return i18n.language()


def scale_fonts(root, scale):
    """Draw every named font at ``scale`` times its normal size (live)."""
    for name in NAMED_FONTS:
        try:
            font = named_font(root, name)
        except tk.TclError:
            continue
        key = "%s(%s)" % (BASE_VAR, name)
        if not int(root.tk.call("info", "exists", key)):
            root.setvar(key, int(font.cget("size")))
        base = int(root.getvar(key))
        size = int(round(abs(base) * scale)) or 1
        font.configure(size=-size if base < 0 else size)
    size_check_boxes(root, scale)  # a box as big as its words


def restart_command(argv=None, main_module=None):
    """The command that starts this mazetk again, without ``--lang`` (the new
    choice must win), or None when it cannot be told safely (mazetk started
    from another program, a frozen build)."""
    argv = list(sys.argv if argv is None else argv)
    if main_module is None:
        main_module = sys.modules.get("__main__")
    spec = main_module.__spec__ if main_module is not None else None
    rest = _without_lang(argv[1:])
    if spec is not None and spec.name == "mazetk.__main__":
        return [sys.executable, "-m", "mazetk"] + rest
    script = argv[0] if argv else ""
    if (os.path.isfile(script) and os.path.basename(script).startswith("mazetk")
            and "frozen" not in sys.__dict__):
        if script.lower().endswith(".exe"):
            return [script] + rest
        return [sys.executable, script] + rest
    return None


def _without_lang(args):
    out, skip = [], False
    for arg in args:
        if skip:
            skip = False
        elif arg == "--lang":
            skip = True
        elif not arg.startswith("--lang="):
            out.append(arg)
    return out


class Preferences:
    """View > Language and View > Text size.  ``variables``: the panel's
    ``language`` and ``font_scale`` Tk variables.  Hooks: ``saved()`` keeps
    the choice in the config; ``can_keep_maze()`` says whether the maze shown
    comes back after a restart; ``keep_maze()`` saves it for the new start,
    and ``close()`` then closes this window without saving again."""

    def __init__(self, root, variables, dialogs, status):
        self.root, self.dialogs, self.status = root, dialogs, status
        self.language, self.scale = variables["language"], variables["font_scale"]
        self.saved = lambda: None
        self.can_keep_maze = lambda: True
        self.keep_maze = lambda: None
        self.close = lambda: None
        self.language_changed = lambda code: None  # the paper follows the language
        self.command = restart_command

    def commands(self):
        out = [Command("language-" + AUTO, label=_(AUTO_LABEL), menu="view/language",
                       handler=self.language_chosen, variable=self.language, value=AUTO)]
        out += [Command("language-" + code, label=i18n.NAMES.get(code, code), menu="view/language",
                        handler=self.language_chosen, variable=self.language,
                        value=code) for code in i18n.available()]
        return out + [
            Command("text-larger", label=_("&Larger text"), accel=mod("]"),
                    keys=ctrl("bracketright"), menu="view/text", handler=lambda: self.step(1)),
            Command("text-smaller", label=_("&Smaller text"), accel=mod("["),
                    keys=ctrl("bracketleft"), menu="view/text", handler=lambda: self.step(-1)),
            sep("view/text"),
            Command("text-normal", label=_("&Normal size"), menu="view/text",
                    handler=lambda: self.set_scale(1.0))]

    # -- text size ------------------------------------------------------------
    def current_scale(self):
        try:
            return Settings(font_scale=self.scale.get()).validate().font_scale
        except ValueError:
            return 1.0

    def step(self, direction):
        """One step larger (1) or smaller (-1) on :data:`FONT_SCALES`."""
        now = self.current_scale()
        if direction > 0:
            bigger = [s for s in FONT_SCALES if s > now + 1e-6]
            self.set_scale(bigger[0] if bigger else FONT_SCALES[-1])
        else:
            smaller = [s for s in FONT_SCALES if s < now - 1e-6]
            self.set_scale(smaller[-1] if smaller else FONT_SCALES[0])

    def set_scale(self, scale):
        scale = min(FONT_SCALES[-1], max(FONT_SCALES[0], float(scale)))
        self.scale.set(str(scale))
        scale_fonts(self.root, scale)
        self.status.note(_("Text size %d%%") % round(100 * scale))
        self.saved()

    # -- language -------------------------------------------------------------
    def language_chosen(self):
        """Keep the choice, and say when it applies; offer to start again now."""
        self.saved()
        code = self.language.get()
        speaks = i18n.system_language() if code == AUTO else i18n.match(code)
        self.language_changed(speaks)
        if speaks == i18n.language():
            self.status.note(_("mazetk speaks this language already."))
            return False  # kept for the next start; nothing to start again for
        name = _(AUTO_LABEL) if code == AUTO else i18n.NAMES.get(code, code)
        note = _("The language %s is used when mazetk starts again.") % name
        command = self.command()
        if command is None or not self.can_keep_maze():
            why = "" if command is None else " " + _(
                "Save the maze first: it was opened from a file, and a new start would "
                "lose it.")
            self.dialogs.show_info(_("Language"), note + why)
            return False
        if not self.dialogs.ask_yes_no(_("Language"), note + "\n\n" + _(
                "Start mazetk again now? The maze shown comes back as it is.")):
            return False
        self.keep_maze()
        try:
            subprocess.Popen(command, close_fds=True)
        except OSError as exc:
            self.saved()  # no new start: the next one makes a new maze, as always
            self.dialogs.show_error(_("mazetk could not start again (%s); the new language "
                                      "is used next time.") % i18n.os_reason(exc))
            return False
        self.close()
        return True
