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

# Was die Regeln ablehnen, wie das Spiel es zeigt (die Kommandozeile behält den englischen Text
# der Regeln). Züge und Felder sind Notation: c3-d4, a3xc5.
labels-rules-not-your-column = Unerlaubter Zug { $mv }: auf { $from } steht keine Säule der Seite am Zug ({ $side })
labels-rules-capture-compulsory = Unerlaubter Zug { $mv }: Schlagen ist Pflicht (Schlagzüge: { $captures })
labels-rules-must-continue = Unerlaubter Zug { $mv }: das Schlagen muss weitergehen (weiter mit { $continuations })
labels-rules-not-legal = Unerlaubter Zug { $mv }: hier nicht erlaubt (erlaubt: { $legal })
labels-rules-game-over = Die Partie ist vorbei ({ $result })
labels-rules-square-malformed = „{ $text }“ ist kein Feld (eine Linie a-g und eine Reihe 1-7, wie c3)
labels-rules-square-unplayable = „{ $text }“ ist kein spielbares Feld (nur Felder wie a1, b2, c3 werden benutzt)
labels-rules-move-empty = Leerer Zug
labels-rules-move-bad-square = Falsches Feld im Zug: { $error }
labels-rules-move-no-destination = Zug „{ $text }“ hat kein Zielfeld (schreibe c3-d4 oder a3xc5)
labels-rules-move-mixed-separators = Zug „{ $text }“ mischt Trennzeichen (ein Schritt ist c3-d4, ein Schlagzug a3xc5xe3)
labels-rules-move-long-step = Zug „{ $text }“ ist ein Schritt über mehr als ein Feld (Schlagzüge schreibt man mit x)
# $kind ist step oder capture.
labels-rules-move-not-diagonal = „{ $from }“ nach „{ $to }“ ist kein diagonaler { $kind ->
        [capture] Sprung (zwei Felder)
       *[step] Schritt (ein Feld)
    }
labels-rules-move-too-long = Ein Zugweg über { $squares } Felder ist länger als jeder erlaubte Zug
labels-rules-move-bad-lasker-square = „{ $text }“ ist keine Feldnummer 1-25
labels-rules-move-bad-lasker-path = „{ $text }“ ist in Laskers Nummerierung weder ein Schritt noch ein Schlagweg
labels-rules-position-empty = Leere Stellung: erwartet werden die Seite am Zug (w oder b) und dann Felder wie a1:w
labels-rules-position-unknown-side = Unbekannte Seite am Zug „{ $text }“ (erwartet: w oder b)
labels-rules-position-missing-colon = „{ $text }“ ist keine Säule (erwartet: Feld:Steine, wie c3:wb)
labels-rules-position-bad-square = In „{ $token }“: { $error }
labels-rules-position-duplicate-square = Feld { $square } ist doppelt angegeben
labels-rules-position-empty-column = „{ $text }“ hat keine Steine (ein leeres Feld lässt man weg)
labels-rules-position-bad-man = In „{ $token }“: „{ $letter }“ ist kein Stein (w, W, b oder B)
labels-rules-position-alternating = Säule { $square }:{ $men } wechselt die Farben mehr als einmal
# $colour ist white oder black; $most ist die Zahl der Steine einer Seite zu Beginn.
labels-rules-position-too-many-men = { $count } { $colour ->
        [white] weiße
       *[black] schwarze
    } Steine: eine Seite hat höchstens { $most }
