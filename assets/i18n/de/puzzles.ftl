# Aufgaben: ihre Themen, und eine Aufgabe als Lektion mit einem Schritt.
puzzles-theme-liberation = Befreiung
puzzles-theme-promotion = Beförderung
puzzles-theme-multi-jump = Mehrfachschlag
puzzles-theme-sacrifice = Opfer
puzzles-theme-block = Blockade
puzzles-theme-officer-capture = Offizier schlagen
puzzles-theme-win = Gewinn
puzzles-title = Aufgabe { $id }
puzzles-about = Eine Stellung aus Selbstspiel mit genau einem Gewinnzug.
puzzles-step-title = Aufgabe { $id } · Schwierigkeit { $difficulty }
puzzles-say = { $side } am Zug hat einen Zug, der erzwungen gewinnt oder zwei Steine einbringt. Die Lösung braucht { $plies ->
        [one] einen Zug
       *[other] { $plies } Züge
    } von dir.
puzzles-task = Finde den Gewinnzug für { $side }.
puzzles-done = Gelöst!
