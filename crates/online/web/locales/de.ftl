# Lasca online im Browser. Die Wörter folgen denen des Desktop-Spiels (assets/i18n/de).
page-title = Lasca im Netz
app-name = Lasca
app-tagline = Emanuel Laskers Säulendame von 1911: ein geschlagener Stein verschwindet nicht, er kommt unter die Säule, die ihn übersprungen hat.
language-switch-label = Sprache

## Das Verbindungsband
conn-connecting = Verbinde…
conn-lost = Verbindung verloren, verbinde neu…
conn-offline = Kein Netz: die Verbindung kommt wieder, sobald das Netz da ist. Deine Partie wartet.
conn-reconnected = Wieder verbunden

## Die Startseite
lobby-new-game = Gegen einen Menschen spielen
lobby-colour = Farbe
colour-white = Weiß
colour-black = Schwarz
colour-random = Zufällig
lobby-variant = Spiel
variant-lasca7 = Lasca 7×7
variant-lasca8 = Lasca 8×8
variant-bashni = Baschni
lobby-clock = Uhr
clock-none = Ohne Uhr
clock-control = { $minutes } min + { $increment } s
lobby-public = Bei den offenen Partien zeigen
lobby-create = Partie erstellen
lobby-friends-game = Die Partie eines Freundes
lobby-code = Partiecode
lobby-code-placeholder = z. B. ABC DEF 234
lobby-join = Beitreten
lobby-watch = Zuschauen
lobby-open-games = Offene Partien
lobby-no-open-games = Keine offenen Partien. Erstelle eine, oder frag einen Freund nach seinem Code.
lobby-entry = du spielst { $side } · { $control }
lobby-age = { $minutes ->
    [0] gerade eben
    [one] vor 1 min
   *[other] vor { $minutes } min
  }
lobby-bad-code = „{ $code }“ ist kein Partiecode: Codes sind 9 Buchstaben und Ziffern.
lobby-rules = So wird gespielt: Säulen ziehen schräg vorwärts, ein Feld weit; Offiziere auch rückwärts. Schlagen ist Pflicht: überspringe eine gegnerische Säule, nimm ihren obersten Stein gefangen unter deine, und schlage weiter, solange es geht. Wer nicht mehr ziehen kann, verliert.

## Die Partie
game-code = Partie
game-copy-link = Link kopieren
game-sound = Ton, wenn ich am Zug bin
game-link-copied = Link kopiert: schick ihn deinem Freund.
game-copy-failed = Kopiere diesen Link: { $link }
game-spectators = { $count ->
    [0] keine Zuschauer
    [one] 1 Zuschauer
   *[other] { $count } Zuschauer
  }
game-board = Brett
game-flip = Brett drehen
game-resign = Aufgeben
game-resign-confirm = Wirklich aufgeben? Noch einmal { $touch ->
    [yes] tippen
   *[no] klicken
}
game-withdraw = Zurückziehen
game-withdraw-confirm = Wirklich zurückziehen? Noch einmal { $touch ->
    [yes] tippen
   *[no] klicken
}
game-cancel = Abbrechen
game-offer-draw = Remis anbieten
game-take-back = Zurücknehmen
game-take-back-hover = Den Gegner bitten, deinen letzten Zug zurückzunehmen
game-rematch = Revanche
game-rematch-hover = Noch einmal spielen, mit getauschten Farben
game-accept = Annehmen
game-decline = Ablehnen
game-to-lobby = Neue Partie
game-move-label = Zug eintippen
game-move-placeholder = z. B. c3-d4
game-play = Ziehen
game-moves = Züge
game-no-moves = Noch kein Zug.
game-clock-white = Uhr von Weiß
game-clock-black = Uhr von Schwarz
game-no-clock = —
game-rematch-link = Der Revanche zuschauen
game-loading = Die Partie wird geöffnet…

## Die Spieler
side-white = Weiß
side-black = Schwarz
player-you = du
player-opponent = Gegner
player-waiting = wartet auf einen Spieler
player-online = verbunden
player-offline = abwesend
player-unknown = Status unbekannt
player-line = { $side } · { $who }

## Was die Partie sagt
status-waiting-you = Warte auf deinen Freund: schick ihm den Code oder den Link.
status-waiting = Warte auf einen zweiten Spieler.
status-your-move = Du bist am Zug ({ $side })
status-their-move = { $side } am Zug: warte auf deinen Gegner
status-to-move = { $side } am Zug
status-over = Partie vorbei: { $result }
status-no-game = Keine Partie hat diesen Code.
hint-pick = { $touch ->
    [yes] Tippe
   *[no] Klicke
} eine deiner Säulen an, dann ein leuchtendes Feld.
hint-move-from = { $square } ziehen: { $touch ->
    [yes] tippe
   *[no] klicke
} ein leuchtendes Feld an (noch einmal { $square } hebt auf).
hint-go-on = Weiter schlagen: { $touch ->
    [yes] tippe
   *[no] klicke
} ein leuchtendes Feld an.
hint-must-capture = Schlagen ist Pflicht: wähle eine Säule, die schlagen kann.
hint-you-play = Du spielst { $side }.
hint-watching = Du schaust zu.

## Warum eine Wahl oder ein Zug nicht geht, und andere Meldungen
msg-spectator = Du schaust zu: nur die Spieler ziehen.
msg-not-playing = Die Partie läuft nicht: jetzt kein Zug.
msg-not-your-turn = { $side } ist am Zug, nicht du.
msg-not-your-column = Diese Säule gehört { $colour ->
    [white] Weiß
   *[black] Schwarz
  }.
msg-compulsory = Schlagzwang: { $squares } muss schlagen
msg-no-move = Die Säule auf { $square } kann nicht ziehen.
msg-empty = { $square } ist leer: wähle eine deiner Säulen.
msg-finish-capture = Beende den Schlag auf einem leuchtenden Feld (Esc fängt neu an).
msg-not-legal = { $move } ist hier kein erlaubter Zug.
msg-not-legal-from = { $move } ist kein erlaubter Zug: Die Säule auf { $square } kann { $moves } ziehen.
msg-offline = Nicht verbunden: { $move } wurde nicht gesendet. Zieh noch einmal, sobald die Verbindung steht.
msg-offline-request = Nicht verbunden: versuch es noch einmal, sobald die Verbindung steht.
msg-resent = Dein Zug { $move } wird noch einmal gesendet.
msg-draw-offered = Remis angeboten: warte auf Antwort.
msg-takeback-offered = Zurücknahme erbeten: warte auf Antwort.
msg-rematch-offered = Revanche angeboten: warte auf Antwort.
msg-declined-draw = { $side } hat dein Remisangebot abgelehnt.
msg-declined-takeback = { $side } hat deine Bitte um Zurücknahme abgelehnt.
msg-declined-rematch = { $side } hat deine Revanche abgelehnt.
msg-taken-back = Ein Zug wurde zurückgenommen.
msg-rematch = Die Revanche: eine neue Partie, mit getauschten Farben.
offer-draw = { $side } bietet Remis an.
offer-takeback = { $side } bittet um Zurücknahme eines Zuges.
offer-rematch = { $side } bietet eine Revanche an.

## Ergebnisse
result-no-columns = { $winner } gewinnt: jeder Stein von { $loser } ist gefangen
result-blocked = { $winner } gewinnt: { $loser } hat keinen erlaubten Zug
result-time = { $winner } gewinnt auf Zeit: die Uhr von { $loser } ist abgelaufen
result-resignation = { $winner } gewinnt: { $loser } hat aufgegeben
result-repetition = Remis: dieselbe Stellung kam dreimal vor
result-agreement = Remis nach Vereinbarung
result-withdrawn = Die Partie wurde ohne Ergebnis zurückgezogen
result-ply-limit = Remis: die Partie hat die Grenze von 1.000 Halbzügen erreicht
result-abandoned = { $winner } gewinnt: { $loser } hat die Partie verlassen
result-over = Partie vorbei
live-played = { $side } zog { $move }

## Was der Server ablehnt
error-bad-message = Der Server hat die Anfrage nicht verstanden.
error-too-large = Die Anfrage war zu lang.
error-rate-limited = Zu viele Anfragen auf einmal: warte einen Augenblick.
error-hello-first = Die Verbindung war noch nicht bereit; versuch es noch einmal.
error-unsupported-protocol = Diese Seite ist älter als der Server: lade sie neu.
error-no-such-game = Keine Partie hat diesen Code.
error-not-your-seat = Dieser Platz gehört dir nicht.
error-game-full = Diese Partie hat schon zwei Spieler: du schaust zu.
error-not-playing = Die Partie läuft nicht: jetzt kein Zug.
error-not-your-turn = Du bist nicht am Zug.
error-stale-ply = Der Zug kam zu spät: das Brett zeigt die Partie, wie sie steht.
error-illegal-move = Der Server hat den Zug als unerlaubt abgelehnt.
error-no-offer = Ein solches Angebot gibt es gerade nicht.
error-too-many-games = Du hast zu viele unbeendete Partien.
error-bad-value = Ein Wert lag außerhalb des Erlaubten.
error-server-error = Der Server konnte die Änderung nicht speichern; nichts wurde geändert.
error-too-many-connections = Zu viele Verbindungen von deiner Adresse.
error-too-many-watched = Du schaust zu vielen Partien zu.
error-slow-down = Zu viele unbekannte Codes: warte ein wenig, dann versuch es noch einmal.
error-too-many-watchers = Diese Partie hat schon so viele Zuschauer, wie sie aufnimmt: versuch es später noch einmal.
error-server-full = Der Server nimmt gerade keine neuen Partien an (wenig Speicherplatz); laufende Partien gehen weiter.
error-busy = Der Computer ist gerade ausgelastet: versuch es gleich noch einmal.
error-too-many-computer-games = Du hast in dieser Stunde viele Partien gegen den Computer begonnen: warte eine Weile.
error-too-many-analyses = Eine Analyse, die du angefordert hast, läuft noch, oder du hast die Analysen für heute verbraucht.
error-not-finished = Eine Partie wird analysiert, wenn sie zu Ende ist.
error-other = Der Server hat die Anfrage abgelehnt.

## Steine und Säulen
man-w = weißer Soldat
man-W = weißer Offizier
man-b = schwarzer Soldat
man-B = schwarzer Offizier
man-title-w = Weißer Soldat
man-title-W = Weißer Offizier
man-title-b = Schwarzer Soldat
man-title-B = Schwarzer Offizier
men-run = { $kind ->
    [w] { $count ->
        [one] 1 weißer Soldat
       *[other] { $count } weiße Soldaten
      }
    [W] { $count ->
        [one] 1 weißer Offizier
       *[other] { $count } weiße Offiziere
      }
    [b] { $count ->
        [one] 1 schwarzer Soldat
       *[other] { $count } schwarze Soldaten
      }
   *[B] { $count ->
        [one] 1 schwarzer Offizier
       *[other] { $count } schwarze Offiziere
      }
  }
square-empty = { $square }: leer
square-landing = { $label }, ein Zielfeld
square-picked = { $label }, gewählt
square-men = { $square }: { $top }
square-men-under = { $square }: { $top }, darunter { $under }
inspector-title = { $square }: Säule von { $side }, { $count ->
    [one] 1 Stein
   *[other] { $count } Steine
  }
inspector-empty = { $square }: leer
inspector-commander = Anführer
inspector-prisoner = Gefangener
inspector-hint = { $touch ->
    [yes] Tippe eine Säule an
   *[no] Zeig auf eine Säule
}: hier stehen ihre Steine, von oben nach unten.

## Der Computer, Nachspielen, Analyse
lobby-computer = Gegen den Computer spielen
lobby-level = Stufe
lobby-play-computer = Partie beginnen
level-option = { $level } · { $name } (etwa { $rating })
level-name = Stufe { $level }, { $name }
level-1 = Rekrut
level-2 = Gefreiter
level-3 = Korporal
level-4 = Feldwebel
level-5 = Leutnant
level-6 = Hauptmann
level-7 = Oberst
level-8 = Marschall
level-about-1 = Schaut einen Zug voraus und wählt oft einen schwächeren: Anfänger können ihn schlagen.
level-about-2 = Schaut zwei Züge voraus und patzt noch: gut, um das Schlagen zu lernen.
level-about-3 = Sieht kurze Kombinationen, macht hin und wieder einen Fehler.
level-about-4 = Ein sorgfältiger Vereinsspieler: lässt selten einen Stein hängen.
level-about-5 = Spielt jedes Mal seinen besten Zug: ein starker Gegner.
level-about-6 = Sieht tiefere Kombinationen: wer ihn schlägt, spielt gut.
level-about-7 = Ein Experte: denkt Sekundenbruchteile pro Zug.
level-about-8 = Die volle Stärke des Programms, 2 Sekunden pro Zug.
player-computer = Computer, { $level }
status-computer-thinking = Der Computer denkt nach
title-your-move = Du bist am Zug · Lasca
review-first = Anfangsstellung
review-back = Vorheriger Zug
review-next = Nächster Zug
review-last = Letzter Zug
review-live = Zurück zur Partie
review-keys = ← und → gehen durch die Züge, Pos1 und Ende zum Anfang und zum Ende. { $touch ->
    [yes] Tippe
   *[no] Klicke
} einen Zug an, um ihn zu sehen.
review-download = Partie herunterladen
review-ply = Nach { $move }
review-start = Anfangsstellung
analysis-ask = Computeranalyse
analysis-progress = Analyse: { $done } von { $total } Stellungen
analysis-graph = Die Bewertung des Computers nach jedem Zug (oben: Weiß steht besser)
analysis-score = Bewertung { $score } { $better ->
    [white] (Weiß steht besser)
    [black] (Schwarz steht besser)
   *[even] (ausgeglichen)
}
analysis-class-best = Bester Zug
analysis-class-good = Guter Zug
analysis-class-inaccuracy = Ungenauigkeit: verliert { $loss } Steine
analysis-class-mistake = Fehler: verliert { $loss } Steine
analysis-class-blunder = Grober Fehler: verliert { $loss } Steine
analysis-better = besser war { $move }
analysis-line = von hier aus spielt der Computer { $line }

## Players, accounts and quick pairing (protocol 5)
account-signup = Registrieren
account-login = Anmelden
account-logout = Abmelden
account-name = Name
account-password = Passwort
account-cancel = Abbrechen
account-signup-title = Konto anlegen
account-login-title = Anmelden
account-guest = { $name } (Gast)
account-error-bad_name = Ein Name hat 3 bis 20 Buchstaben, Ziffern, - oder _.
account-error-reserved = Dieser Name ist reserviert: wähle einen anderen.
account-error-taken = Diesen Namen hat schon jemand.
account-error-bad_password = Ein Passwort hat mindestens 8 Zeichen.
account-error-common_password = Dieses Passwort gehört zu den häufigsten: wähle ein anderes.
account-error-wrong_password = Name oder Passwort falsch.
account-error-throttled = Zu viele Versuche: warte { $seconds } s.
account-error-other = Das hat nicht geklappt; versuch es noch einmal.
lobby-play-now = Sofort spielen
lobby-play-now-rated = Gewertete Partien gegen jemanden deiner Wertung, in Sekunden.
lobby-play-now-casual = Ungewertete Partien gegen einen anderen Gast. Mit einem Konto spielst du gewertet.
lobby-seeking = Suche einen Gegner: { $pool }…
lobby-seek-cancel = Abbrechen
player-name = { $name }
player-rated = { $name } ({ $rating })
player-change = { $change }

clock-days = { $days ->
    [one] 1 Tag je Zug
   *[other] { $days } Tage je Zug
}
lobby-your-games = Deine Partien
lobby-your-turn = Du bist am Zug
lobby-their-turn = Gegner am Zug
lobby-waiting-opponent = Wartet auf einen Gegner
lobby-against = gegen { $name }
lobby-open-game = Öffnen

lobby-playing = Laufende Partien
lobby-rated = gewertet

lobby-leaderboard = Bestenliste

lobby-rated-seek = Gewertet
lobby-range = Wertung des Gegners
lobby-range-any = Beliebig

game-claim = Sieg beanspruchen

account-manage = Konto
account-manage-title = Dein Konto
account-old-password = Jetziges Passwort
account-new-password = Neues Passwort
account-change-password = Passwort ändern
account-password-changed = Das Passwort ist geändert; alle anderen Sitzungen sind beendet.
account-everywhere-about = Ein Gerät verloren oder irgendwo angemeldet geblieben? Das beendet jede Sitzung deines Kontos, auch diese.
account-logout-everywhere = Überall abmelden

## server: die Seite, die es nicht gibt (src/web.rs schreibt sie mit diesen Worten)
notfound-title = Seite nicht gefunden
notfound-text = Unter dieser Adresse ist nichts. Der Link einer Partie ist /g/, gefolgt vom Code der Partie.
notfound-lobby = Zur Startseite
