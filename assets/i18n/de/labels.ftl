# Wörter, die viele Fenster teilen: Spieler, Stufen, Bewertungen, Ergebnisse, Halbzüge, Steine und Säulen.
# Eine Stufe ist ein militärischer Rang (Lasker nannte Lasca „das große Militärspiel“).
labels-level-1 = Rekrut
labels-level-2 = Gefreiter
labels-level-3 = Korporal
labels-level-4 = Feldwebel
labels-level-5 = Leutnant
labels-level-6 = Hauptmann
labels-level-7 = Oberst
labels-level-8 = Marschall
labels-human = Mensch
labels-online-player = Online-Spieler
labels-computer-level = Computer Stufe { $level } ({ $name })
# Eine Bewertung: wer erzwungen gewinnt.
labels-has-won = { $side } hat gewonnen
labels-wins-in = { $side } gewinnt in { $plies ->
        [one] 1 Halbzug
       *[other] { $plies } Halbzügen
    }
# Der Bewertungsbalken, wenn die Partie gewonnen ist.
labels-bar-won = { $side } gewann
# Warum eine Partie endete. $colour ist white oder black (die Farbe des Verlierers).
labels-reason-no-columns = { $side } kann nicht mehr ziehen: alle { $colour ->
        [white] weißen
       *[black] schwarzen
    } Steine sind gefangen
labels-reason-blocked = { $side } kann nicht mehr ziehen: alle eigenen Säulen sind blockiert
labels-reason-repetition = Remis durch Wiederholung: dieselbe Stellung kam dreimal vor
labels-reason-ply-limit = Remis durch das Halbzuglimit: { $plies } Halbzüge wurden gespielt
labels-reason-resignation = { $side } hat aufgegeben
labels-reason-agreement = Remis durch Einigung
# Dasselbe, dem Spieler an diesem Bildschirm gegen den Computer gesagt.
labels-reason-you-resigned = Du hast aufgegeben
labels-reason-draw-accepted = Remis durch Einigung: der Computer hat dein Angebot angenommen
# Eine Stellung der Partie: der Anfang oder nach einem Zug ($number ist „7.“ oder „7...“).
labels-start-position = die Ausgangsstellung
labels-after-move = nach { $number } { $mv }
# Die Werkzeuge des Editors; ein Stein hat $colour (white, black) und $rank (soldier, officer).
labels-man = { $colour ->
        [white] Weißer
       *[black] Schwarzer
    } { $rank ->
        [officer] Offizier
       *[soldier] Soldat
    }
labels-tool-remove-top = Oberen Stein entfernen
labels-tool-clear-square = Feld leeren
# Was eine Säule enthält: „Weiß 3 Steine (1 Offizier) · Schwarz 2 Gefangene“.
labels-count-men = { $side } { $count } { $count ->
        [one] Stein
       *[other] Steine
    }
labels-count-prisoners = { $side } { $count } { $count ->
        [one] Gefangener
       *[other] Gefangene
    }
labels-count-officers = ({ $count ->
        [one] 1 Offizier
       *[other] { $count } Offiziere
    })
# Die Kamera blickt senkrecht von oben.
labels-view-top = Oben
# Was ein Zug bewirkte, in den Lektionen: „schlägt 2 Steine, befreit einen Gefangenen und wird befördert“.
labels-takes-officer = schlägt einen Offizier
labels-takes-man = schlägt einen Stein
labels-takes-men = schlägt { $count } Steine
labels-takes-men-officers = schlägt { $count } Steine (davon { $officers ->
        [one] 1 Offizier
       *[other] { $officers } Offiziere
    })
labels-frees = { $count ->
        [one] befreit einen Gefangenen
       *[other] befreit { $count } Gefangene
    }
labels-promoted = wird befördert
labels-wins-game = gewinnt die Partie
labels-moves = zieht
labels-and = und
# Warum der Zug in einer Lektion falsch ist.
labels-wrong-lets-reply = { $mv } ist erlaubt, aber nicht die Lösung: { $opponent } kann mit { $reply } antworten, und dieser Zug { $effects }.
labels-wrong-not-asked = { $mv } ist erlaubt, aber nicht das, was dieser Schritt verlangt. { $opponent } antwortete { $reply }.
labels-wrong-wins-too = { $mv } gewinnt auch, aber das ist nicht, was dieser Schritt zeigt.
labels-wrong-replying = { $mv } ist erlaubt, aber nicht die Lösung. { $opponent } antwortet…
# Die Güte eines Zuges in der Analyse.
labels-class-best = Bester Zug
labels-class-good = Guter Zug
labels-class-inaccuracy = Ungenauigkeit
labels-class-mistake = Fehler
labels-class-blunder = Patzer

