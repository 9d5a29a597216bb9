# Das Fenster der klassischen Partien, und was das Hinzufügen einer Datei meldet.
library-window = Klassische Partien
library-game-row = { $title } · { $plies ->
        [one] 1 Halbzug
       *[other] { $plies } Halbzüge
    } · { $result }
library-path-hint = eine .pgn-Datei zum Hinzufügen
library-add = Hinzufügen
library-pick-game = Wähle eine Partie, um sie auf dem Brett nachzuspielen.
library-shown = { $ply } · { $result }
library-start = Anfang
library-back = Zurück
library-forward = Vor
library-end = Ende
library-pause = ⏸ Pause
library-play = ▶ Abspielen
library-play-hover = Die Partie Zug für Zug ablaufen lassen
library-speed = s pro Zug
library-ply = Halbzug
library-engine-comments = Engine-Kommentare
library-engine-comments-hover = Die Partie auswerten: die Engine bewertet jeden Zug
library-engine-says = Engine: { $score } nach { $move }
library-engine-says-better = Engine: { $score } nach { $move } · besser war { $better }
library-engine-looking = Die Engine rechnet: { $done } von { $total } Stellungen
library-play-from-here = Von hier weiterspielen als { $side }:
library-vs-computer = gegen den Computer
library-with-friend = mit einem Freund
library-holds-no-game = { $name } enthält keine Partie
library-added = { $count ->
        [one] 1 Partie
       *[other] { $count } Partien
    } aus { $name } hinzugefügt
library-file-error = { $name }: { $error }
library-added-rest-unread = { $count ->
        [one] 1 Partie
       *[other] { $count } Partien
    } aus { $name } hinzugefügt; der Rest ist nicht lesbar: { $error }
library-cannot-read = { $path } ist nicht lesbar: { $error }
library-not-kept = Hinzugefügt, aber nicht fürs nächste Mal behalten: { $error }
