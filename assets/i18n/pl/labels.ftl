# Słowa wspólne dla wielu paneli: gracze, poziomy, oceny, wyniki, półruchy, piony i kolumny.
# Poziom to stopień wojskowy (Lasker nazwał Lascę „wielką grą wojskową”).
labels-level-1 = Rekrut
labels-level-2 = Szeregowy
labels-level-3 = Kapral
labels-level-4 = Sierżant
labels-level-5 = Porucznik
labels-level-6 = Kapitan
labels-level-7 = Pułkownik
labels-level-8 = Marszałek
labels-human = Człowiek
labels-online-player = Gracz online
labels-computer-level = Komputer, poziom { $level } ({ $name })
# Ocena: kto wygrywa w sposób wymuszony.
labels-has-won = { $side } wygrały
labels-wins-in = { $side } wygrywają w { $plies ->
        [one] 1 półruchu
        [few] { $plies } półruchach
        [many] { $plies } półruchach
       *[other] { $plies } półruchu
    }
# Pasek oceny, gdy partia jest już wygrana.
labels-bar-won = { $side } wygrały
# Dlaczego partia się skończyła. $colour to white lub black (barwa przegranego), dla przymiotnika.
labels-reason-no-columns = { $side } nie mają dozwolonego ruchu: każdy { $colour ->
        [white] biały
       *[black] czarny
    } pion jest jeńcem
labels-reason-blocked = { $side } nie mają dozwolonego ruchu: wszystkie ich kolumny są zablokowane
labels-reason-repetition = Remis przez powtórzenie: ta sama pozycja wystąpiła trzy razy
labels-reason-ply-limit = Remis z powodu limitu półruchów: { $plies ->
        [one] rozegrano 1 półruch
        [few] rozegrano { $plies } półruchy
        [many] rozegrano { $plies } półruchów
       *[other] rozegrano { $plies } półruchu
    }
labels-reason-resignation = { $side } poddały się
labels-reason-agreement = Remis za zgodą
# To samo, powiedziane graczowi przy tym ekranie w partii z komputerem.
labels-reason-you-resigned = Partia poddana przez ciebie
labels-reason-draw-accepted = Remis za zgodą: komputer przyjął twoją propozycję
# Pozycja w partii: początek albo po ruchu ($number to „7.” lub „7...”).
labels-start-position = pozycja początkowa
labels-after-move = po { $number } { $mv }
# Narzędzia edytora; pion ma barwę $colour (white, black) i stopień $rank (soldier, officer).
labels-man = { $colour ->
        [white] Biały
       *[black] Czarny
    } { $rank ->
        [officer] oficer
       *[soldier] żołnierz
    }
labels-tool-remove-top = Usuń górny pion
labels-tool-clear-square = Wyczyść pole
# Co zawiera kolumna: „Białe: 3 piony (1 oficer) · Czarne: 2 jeńców”.
labels-count-men = { $side }: { $count } { $count ->
        [one] pion
        [few] piony
        [many] pionów
       *[other] piona
    }
labels-count-prisoners = { $side }: { $count } { $count ->
        [one] jeniec
        [few] jeńców
        [many] jeńców
       *[other] jeńca
    }
labels-count-officers = ({ $count ->
        [one] 1 oficer
        [few] { $count } oficerów
        [many] { $count } oficerów
       *[other] { $count } oficera
    })
# Kamera patrzy prosto w dół.
labels-view-top = Z góry
# Co zrobił ruch, w lekcjach: „bije 2 piony, uwalnia jeńca i daje promocję”.
labels-takes-officer = bije oficera
labels-takes-man = bije piona
labels-takes-men = bije { $count } { $count ->
        [one] piona
        [few] piony
        [many] pionów
       *[other] piona
    }
labels-takes-men-officers = bije { $count } { $count ->
        [one] piona
        [few] piony
        [many] pionów
       *[other] piona
    } ({ $officers ->
        [one] w tym 1 oficera
        [few] w tym { $officers } oficerów
        [many] w tym { $officers } oficerów
       *[other] w tym { $officers } oficera
    })
labels-frees = { $count ->
        [one] uwalnia jeńca
        [few] uwalnia { $count } jeńców
        [many] uwalnia { $count } jeńców
       *[other] uwalnia { $count } jeńca
    }
labels-promoted = daje promocję
labels-wins-game = wygrywa partię
labels-moves = jest zwykłym ruchem
labels-and = i
# Dlaczego ruch w lekcji jest zły.
labels-wrong-lets-reply = { $mv } jest dozwolony, ale to nie jest rozwiązanie: { $opponent } mogą odpowiedzieć { $reply }, a ten ruch { $effects }.
labels-wrong-not-asked = { $mv } jest dozwolony, ale nie o to chodzi w tym kroku. { $opponent } odpowiedziały { $reply }.
labels-wrong-wins-too = { $mv } też wygrywa, ale nie tego uczy ten krok.
labels-wrong-replying = { $mv } jest dozwolony, ale to nie jest rozwiązanie. { $opponent } odpowiadają…
# Ocena ruchu w przeglądzie.
labels-class-best = Najlepszy
labels-class-good = Dobry
labels-class-inaccuracy = Niedokładność
labels-class-mistake = Błąd
labels-class-blunder = Poważny błąd
