# Das Auswertungsfenster, und die Lektion aus den Fehlern des Spielers.
review-window = Auswertung
review-strength = Stärke:
review-quick = Schnell
review-deep = Gründlich
review-cancel = Abbrechen
review-start = Auswerten
review-start-hover = Die Engine bewertet jede Stellung der Partie
review-invite = Werte die Partie aus, um zu sehen, wo sie kippte.
review-progress = Bewerte Stellung { $done } von { $total }…
review-end = Das Ende der Partie.
review-practise = Meine Fehler üben
review-practise-hover = Jede Stellung, in der du danebenlagst, wird ein Schritt zum Lösen
review-practise-side = Fehler einer Seite üben…
review-practise-side-hover = Niemand an diesem Bildschirm hat diese Partie gespielt: wähle die Seite, deren Fehler du üben willst
review-practise-which = Wessen Fehler? Jede Stellung, in der diese Seite danebenlag, wird ein Schritt zum Lösen.
review-graph-score = Bewertung für Weiß
review-graph-shown = gezeigt
review-graph-label = Halbzug { $ply }: { $score } ({ $depth } Halbzüge tief gesucht)
review-depth = Mit dem Zug der Engine { $depth } Halbzüge tief verglichen
review-loss-per-move = Verlust/Zug
review-throws-away-win = verschenkt einen erzwungenen Gewinn
review-loses = verliert { $men } Steine
review-better = { $move } { $lost }. Besser war { $better } ({ $score }), der Pfeil auf dem Brett; die Variante der Engine: { $line }
# $class ist "mistake" oder "blunder".
review-lesson-step-title = Dein Zug { $number }
review-lesson-say = In der Partie hast du hier { $move } gespielt, nach Zählung der Engine { $class ->
        [blunder] ein grober Fehler
        [mistake] ein Fehler
        [inaccuracy] eine Ungenauigkeit
       *[other] ein { $class }
    }.
review-lesson-task = Finde einen besseren Zug als { $move }.
review-lesson-hint = Sieh dir jeden Schlag an, und was jeder Zug dem Gegner erlaubt.
review-lesson-done = Ja: { $better } ist die Wahl der Engine.
review-lesson-title = Deine Fehler
review-lesson-about = Stellungen aus deiner Partie, in denen ein besserer Zug zu finden war.
# Die Fehler einer Seite, in einer Partie, die niemand an diesem Bildschirm gespielt hat. $side ist "Weiß" oder "Schwarz".
review-lesson-side-step-title = Zug { $number } von { $side }
review-lesson-side-say = In der Partie hat { $side } hier { $move } gespielt, nach Zählung der Engine { $class ->
        [blunder] ein grober Fehler
        [mistake] ein Fehler
        [inaccuracy] eine Ungenauigkeit
       *[other] ein { $class }
    }.
review-lesson-side-title = Die Fehler von { $side }
review-lesson-side-about = Stellungen aus der Partie, in denen { $side } einen besseren Zug finden konnte.
