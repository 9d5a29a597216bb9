# Okno „Partie klasyczne” i komunikaty przy dodawaniu do niego pliku.
library-window = Partie klasyczne
library-game-row = { $title } · { $plies ->
        [one] 1 półruch
        [few] { $plies } półruchy
        [many] { $plies } półruchów
       *[other] { $plies } półruchu
    } · { $result }
library-path-hint = plik .pgn do dodania
library-add = Dodaj
library-pick-game = Wybierz partię, by odtworzyć ją na planszy.
library-shown = { $ply } · { $result }
library-start = Początek
library-back = Wstecz
library-forward = Naprzód
library-end = Koniec
library-pause = ⏸ Pauza
library-play = ▶ Odtwórz
library-play-hover = Odtwarzaj partię ruch po ruchu
library-speed = s na ruch
library-ply = półruch
library-engine-comments = Komentarze silnika
library-engine-comments-hover = Przejrzyj partię: silnik ocenia każdy ruch
library-engine-says = Silnik: { $score } po { $move }
library-engine-says-better = Silnik: { $score } po { $move } · lepsze było { $better }
library-engine-looking = Silnik analizuje: { $done } z { $total } pozycji
library-play-from-here = Graj od tego miejsca jako { $side }:
library-vs-computer = z komputerem
library-with-friend = ze znajomym
library-holds-no-game = { $name } nie zawiera żadnej partii
library-added = Dodano { $count ->
        [one] 1 partię
        [few] { $count } partie
        [many] { $count } partii
       *[other] { $count } partii
    } z { $name }
library-file-error = { $name }: { $error }
library-added-rest-unread = Dodano { $count ->
        [one] 1 partię
        [few] { $count } partie
        [many] { $count } partii
       *[other] { $count } partii
    } z { $name }; reszty nie odczytano: { $error }
library-cannot-read = Nie można odczytać { $path }: { $error }
library-not-kept = Dodano, ale nie zachowano na następny raz: { $error }
