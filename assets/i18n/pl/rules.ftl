# Błędy zasad tak, jak pokazuje je gra: złe pozycje, niedozwolone lub źle zapisane ruchy.
# $colour to "white" albo "black".
rules-outcome-win = { $colour ->
        [white] Białe
       *[black] Czarne
    } wygrywają
rules-outcome-repetition = remis (trzykrotne powtórzenie)
rules-outcome-ply-limit = remis (limit półruchów)
rules-outcome-resignation = { $colour ->
        [white] Białe
       *[black] Czarne
    } wygrywają ({ $loser ->
        [white] białe
       *[black] czarne
    } poddały się)
rules-outcome-agreement = remis (za zgodą)
rules-position-empty = pusta pozycja: oczekiwano strony na ruchu (w lub b), a potem pól takich jak a1:w
rules-position-unknown-side = nieznana strona na ruchu `{ $token }` (oczekiwano w lub b)
rules-position-other-variant = to pozycja gry { $variant } (8x8), a nie Lasca 7x7: wybierz wariant { $variant }
rules-position-missing-colon = `{ $token }` nie jest kolumną (oczekiwano pole:piony, np. c3:wb)
rules-position-bad-square = w `{ $token }`: { $error }
rules-position-duplicate-square = pole { $square } podano dwukrotnie
rules-position-empty-column = `{ $token }` nie ma pionów (puste pole się pomija)
rules-position-bad-man = w `{ $token }`: `{ $letter }` nie jest pionem (w, W, b lub B)
rules-position-alternating = kolumna { $square }:{ $men } zmienia kolor więcej niż raz
rules-position-too-many-men = za dużo { $colour ->
        [white] białych
       *[black] czarnych
    } pionów ({ $count }): strona ma najwyżej { $most }
rules-illegal-not-your-column = niedozwolony ruch { $move }: na { $square } nie ma kolumny strony na ruchu ({ $colour ->
        [white] białe
       *[black] czarne
    })
rules-illegal-capture-compulsory = niedozwolony ruch { $move }: bicie jest obowiązkowe (bicia: { $captures })
rules-illegal-must-continue = niedozwolony ruch { $move }: bicie musi być kontynuowane (dalej: { $continuations })
rules-illegal-not-legal = niedozwolony ruch { $move }: to nie jest tu dozwolony ruch (dozwolone: { $legal })
rules-game-over = partia jest zakończona ({ $outcome })
rules-record = ruch { $ply } ({ $move }): { $error }
rules-square-malformed = `{ $text }` nie jest polem planszy { $size }x{ $size } (litera a-{ $last } i cyfra 1-{ $size }, np. c3)
rules-square-unplayable = `{ $text }` nie jest polem gry (używa się tylko pól takich jak a1, b2, c3)
rules-parse-empty = pusty ruch
rules-parse-bad-square = błędne pole w ruchu: { $error }
rules-parse-no-destination = ruch `{ $move }` nie ma pola docelowego (napisz c3-d4 lub a3xc5)
rules-parse-mixed-separators = ruch `{ $move }` miesza separatory (krok to c3-d4, bicie a3xc5xe3)
rules-parse-long-step = ruch `{ $move }` podaje więcej niż dwa pola dla kroku (bicia zapisuje się z x)
rules-parse-not-diagonal-jump = z `{ $from }` na `{ $to }` to nie jest skok po przekątnej (o dwa pola)
rules-parse-not-diagonal-step = z `{ $from }` na `{ $to }` to nie jest krok po przekątnej (o jedno pole)
rules-parse-too-long = ścieżka ruchu z { $count } pól jest dłuższa niż jakikolwiek dozwolony ruch
rules-parse-bad-lasker-square = `{ $text }` nie jest numerem pola 1-25
rules-parse-bad-lasker-path = `{ $text }` nie jest krokiem ani ścieżką bicia w numeracji Laskera
rules-parse-not-diagonal-jump-long = z `{ $from }` na `{ $to }` to nie jest skok po przekątnej (o dwa pola lub więcej)
rules-parse-not-diagonal-step-long = z `{ $from }` na `{ $to }` to nie jest krok po przekątnej
rules-position-unknown-variant = nieznany wariant `{ $name }:` (pozycja 8x8 zaczyna się od lasca8: lub bashni:)
rules-position-missing-variant = brak wariantu: pozycja 8x8 zaczyna się od lasca8: lub bashni: (pozycja bez prefiksu to lasca7)
rules-position-not-eight = `{ $name }:` nie jest wariantem 8x8 (pozycja 8x8 zaczyna się od lasca8: lub bashni:)
rules-position-variant-mismatch = pozycja gry { $found } tam, gdzie oczekiwano pozycji gry { $expected }
rules-variant-unknown = nieznany wariant `{ $name }` (oczekiwano lasca7, lasca8 lub bashni)
rules-sandbox-missing-prefix = pozycja piaskownicy zaczyna się od sandbox-lasca7:, sandbox-lasca8: lub sandbox-bashni:, potem strona na ruchu (w lub b) i pola takie jak d4:wwbb
rules-sandbox-wrong-variant = `{ $name }` nie jest piaskownicą tej planszy (oczekiwano sandbox-lasca7:, sandbox-lasca8: lub sandbox-bashni:)
rules-sandbox-unknown-side = nieznana strona na ruchu `{ $token }` (oczekiwano w lub b)
rules-sandbox-bad-column = `{ $token }` nie jest kolumną tej planszy (oczekiwano pole:piony, np. d4:wwbb)
rules-sandbox-duplicate-square = pole { $square } podano dwa razy
rules-sandbox-too-many-men = { $count } pionów: piaskownica mieści najwyżej 100
rules-any-other-variant = pozycja gry { $found } tam, gdzie oczekiwano pozycji gry { $expected } (wariant to { $expected })
rules-any-other-sandbox = piaskownica innego wariantu tam, gdzie oczekiwano piaskownicy { $expected } (zaczyna się od { $prefix })
