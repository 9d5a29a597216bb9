# Das Spielfenster: wer am Zug ist, was jetzt zu tun ist, der letzte Zug und die Knöpfe.
hud-moving = Zug läuft… (Leertaste beendet)
hud-game-over-reason = Partie vorbei: { $reason }
hud-paused = Pause: Weiter oder Einzelzug im Fenster „Zuschauen“
hud-thinking = { $player } denkt nach…
hud-waiting-online = Warten auf den Zug von { $side } (online)
hud-go-on-capturing = Weiter schlagen: ein leuchtendes Feld wählen
hud-capture-with = Mit { $square } schlagen: ein leuchtendes Feld wählen
hud-move-from = { $square } ziehen: ein leuchtendes Feld wählen
hud-must-capture = Schlagen ist Pflicht: eine Säule wählen, die schlagen kann
hud-pick-column = Eine eigene Säule wählen
hud-to-move = { $side } am Zug
hud-game-over = Partie vorbei
hud-last-move = Letzter Zug: { $side } { $mv } (Halbzug { $ply })
hud-no-move-yet = Noch kein Zug
hud-learn = 🎓 Lernen
hud-learn-hover = Lektionen auf dem Brett: erst die Regeln, dann Strategie
hud-puzzles = 🎯 Aufgaben
hud-puzzles-hover = Taktik aus Partien des Computers gegen sich selbst, je ein Gewinnzug, und deine Wertung
hud-classic-games = 📚 Klassische Partien
hud-classic-games-hover = Laskers Partien von 1911 und eigene Partiedateien nachspielen
hud-online = 🌐 Online…
hud-online-hover = Gegen Freunde auf einem Spielserver spielen oder eine Partie zuschauen
hud-new-game = Neue Partie…
hud-edit-position = Stellung bearbeiten…
hud-edit-position-hover = Eine Stellung aufbauen, dann spielen oder analysieren
hud-flip-view = Brett drehen
hud-finish = Beenden
# Die Taste, die die Animation beendet.
hud-finish-hover = Leertaste
hud-view = Ansicht:
hud-view-reset = Zurücksetzen
hud-animation = Animation:
hud-controls = Bedienung
hud-controls-click = Eine Säule anklicken, dann ein leuchtendes Feld.
hud-controls-cancel = Rechtsklick / Esc: Auswahl aufheben
hud-controls-camera = Ziehen: drehen · rechts ziehen: verschieben · Mausrad: zoomen
hud-controls-views = W / B / T / R: Weiß, Schwarz, von oben, zurücksetzen · F: drehen
hud-controls-inspect = Maus über eine Säule: sie ansehen; E halten: sie auffächern
hud-controls-finish = Leertaste: Animation beenden
hud-controls-look-back = Bild↑ Bild↓ Pos1 Ende: durch die Züge blättern
hud-controls-undo = Strg+Z / Strg+Y: zurücknehmen / wiederholen · M: Ton an/aus
hud-controls-keyboard = Tastatur: Pfeile bewegen einen Cursor, Enter wählt · Tab: Zug eintippen
hud-controls-keys = ?: alle Tasten
hud-title-free = { $game } · freie Aufstellung
# Wer spielt: gegen den Computer, oder der Computer jeder Seite.
hud-you-play = Du spielst { $side } gegen den Computer, Stufe { $level } ({ $name })
hud-side-player = { $side }: { $player }
# Das Material einer Seite: die Säulen, die sie anführt, ihre Steine darin, ihre Gefangenen.
hud-material = { $columns ->
        [one] 1 Säule
       *[other] { $columns } Säulen
    } ({ $men ->
        [one] 1 Stein
       *[other] { $men } Steine
    }) · { $prisoners ->
        [one] 1 Gefangener
       *[other] { $prisoners } Gefangene
    }
hud-material-hover = { $side }: Die Säulen, die eine Seite anführt, ihre eigenen Steine darin und die Gefangenen, die sie hält (die Steine des Gegners unter ihren Säulen)
# Eine Partie gegen den Computer beenden.
hud-resign = Aufgeben
hud-resign-hover = Diese Partie aufgeben: der Computer gewinnt
hud-resign-ask = Diese Partie aufgeben? Der Computer gewinnt.
hud-resign-sure = Ja, aufgeben
hud-resign-cancel = Weiterspielen
hud-offer-draw = Remis anbieten
hud-offer-draw-hover = Der Computer nimmt an, wenn er meint, nicht besser zu stehen als du
hud-offer-draw-your-turn = Remis kannst du anbieten, wenn du am Zug bist
hud-offer-draw-wait = Ein neues Remisangebot erst nach { $plies ->
        [one] 1 weiteren Halbzug
       *[other] { $plies } weiteren Halbzügen
    }
hud-draw-thinking = Der Computer wägt dein Angebot ab…
hud-draw-declined = Der Computer lehnt ab: er meint, besser zu stehen
