# Das Fenster des Stellungseditors.
editor-title = Stellungseditor
editor-about = Ein Werkzeug wählen, dann Felder auf dem Brett anklicken.
editor-to-move = Am Zug:
editor-clear-board = Brett leeren
editor-start-position = Grundstellung
editor-men-count = Weiß { $white } Steine · Schwarz { $black } Steine (höchstens { $most } je Seite)
editor-refused = Abgelehnt: { $why }
editor-valid = Eine gültige Stellung
editor-position = Stellung:
editor-paste-hint = Stellung einfügen: w a1:w …
editor-paste = Einfügen
editor-play-from-here = Von hier spielen…
editor-play-from-here-hover = Die Spieler einer Partie ab dieser Stellung wählen
editor-analyse-from-here = Von hier analysieren
editor-analyse-from-here-hover = Zwei Spieler an diesem Bildschirm, mit der Sicht des Computers
editor-cancel-hover = Zurück zur Partie, wie sie war
