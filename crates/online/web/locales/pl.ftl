# Lasca online w przeglądarce. Słowa są takie jak w grze na komputer (assets/i18n/pl):
# pion, żołnierz, oficer, kolumna, dowódca, jeniec, bicie; strony to „Białe” i „Czarne”
# (liczba mnoga: „Białe wygrywają”, „Czarne odrzuciły”).
page-title = Lasca online
app-name = Lasca
app-tagline = Warcaby kolumnowe Emanuela Laskera z 1911 roku: zbity pion nie znika z planszy, lecz trafia pod kolumnę, która go przeskoczyła.
language-switch-label = Język

## Pasek połączenia
conn-connecting = Łączenie…
conn-lost = Utracono połączenie, łączę ponownie…
conn-offline = Brak sieci: połączę ponownie, gdy tylko sieć wróci. Twoja partia czeka.
conn-reconnected = Połączono ponownie

## Poczekalnia
lobby-new-game = Zagraj z człowiekiem
lobby-colour = Kolor
colour-white = Białe
colour-black = Czarne
colour-random = Losowo
lobby-variant = Gra
variant-lasca7 = Lasca 7×7
variant-lasca8 = Lasca 8×8
variant-bashni = Baszni
lobby-clock = Zegar
clock-none = Bez zegara
clock-control = { $minutes } min + { $increment } s
lobby-public = Pokaż wśród otwartych partii
lobby-create = Utwórz partię
lobby-friends-game = Partia znajomego
lobby-code = Kod
lobby-code-placeholder = np. ABC DEF 234
lobby-join = Dołącz
lobby-watch = Oglądaj
lobby-open-games = Otwarte partie
lobby-no-open-games = Brak otwartych partii. Utwórz nową albo poproś znajomego o kod.
lobby-entry = grasz: { $side } · { $control }
lobby-age = { $minutes ->
    [0] przed chwilą
    [one] minutę temu
    [few] { $minutes } minuty temu
    [many] { $minutes } minut temu
   *[other] { $minutes } minuty temu
  }
lobby-bad-code = „{ $code }” nie jest kodem partii: kod to 9 liter i cyfr.
lobby-rules = Jak grać: kolumny idą po przekątnej do przodu, o jedno pole; oficerowie także do tyłu. Bicie jest obowiązkowe: przeskocz kolumnę przeciwnika, weź jej górny pion do niewoli pod swoją kolumnę i bij dalej, dopóki możesz. Kto nie może wykonać ruchu, przegrywa.

## Partia
game-code = Partia
game-copy-link = Kopiuj link
game-sound = Dźwięk, gdy mój ruch
game-link-copied = Skopiowano link: wyślij go znajomemu.
game-copy-failed = Skopiuj ten link: { $link }
game-spectators = { $count ->
    [0] brak widzów
    [one] 1 widz
    [few] { $count } widzów
    [many] { $count } widzów
   *[other] { $count } widza
  }
game-board = Plansza
game-flip = Obróć planszę
game-resign = Poddaj się
game-resign-confirm = Na pewno się poddać? { $touch ->
    [yes] Dotknij
   *[no] Kliknij
} jeszcze raz
game-withdraw = Wycofaj
game-withdraw-confirm = Na pewno wycofać? { $touch ->
    [yes] Dotknij
   *[no] Kliknij
} jeszcze raz
game-cancel = Anuluj
game-offer-draw = Zaproponuj remis
game-take-back = Cofnij ruch
game-take-back-hover = Poproś przeciwnika o cofnięcie twojego ostatniego ruchu
game-rematch = Rewanż
game-rematch-hover = Zagraj jeszcze raz, z zamienionymi kolorami
game-accept = Przyjmij
game-decline = Odrzuć
game-to-lobby = Nowa partia
game-move-label = Wpisz ruch
game-move-placeholder = np. c3-d4
game-play = Zagraj
game-moves = Ruchy
game-no-moves = Jeszcze bez ruchu.
game-clock-white = Zegar białych
game-clock-black = Zegar czarnych
game-no-clock = —
game-rematch-link = Oglądaj rewanż
game-loading = Otwieranie partii…

## Gracze
side-white = Białe
side-black = Czarne
player-you = ty
player-opponent = przeciwnik
player-waiting = miejsce wolne
player-online = online
player-offline = nieobecny
player-unknown = status nieznany
player-line = { $side } · { $who }

## Co mówi partia
status-waiting-you = Czekam na znajomego: wyślij mu kod albo link.
status-waiting = Czekam na drugiego gracza.
status-your-move = Twój ruch ({ $side })
status-their-move = { $side } na ruchu: czekam na przeciwnika
status-to-move = { $side } na ruchu
status-over = Koniec partii: { $result }
status-no-game = Nie ma partii o tym kodzie.
hint-pick = { $touch ->
    [yes] Dotknij jednej ze swoich kolumn, potem podświetlonego pola.
   *[no] Kliknij jedną ze swoich kolumn, potem podświetlone pole.
}
hint-move-from = Ruch z { $square }: { $touch ->
    [yes] dotknij podświetlonego pola
   *[no] kliknij podświetlone pole
} ({ $square } jeszcze raz anuluje).
hint-go-on = Bij dalej: { $touch ->
    [yes] dotknij podświetlonego pola.
   *[no] kliknij podświetlone pole.
}
hint-must-capture = Bicie jest obowiązkowe: wybierz kolumnę, która może bić.
hint-you-play = Grasz: { $side }.
hint-watching = Oglądasz.

## Dlaczego wybór lub ruch odrzucono, i inne komunikaty
msg-spectator = Oglądasz: ruchy wykonują tylko gracze.
msg-not-playing = Partia się nie toczy: teraz nie można wykonać ruchu.
msg-not-your-turn = Teraz ruch mają { $side }, nie ty.
msg-not-your-column = Ta kolumna należy do { $colour ->
    [white] Białych
   *[black] Czarnych
  }.
msg-compulsory = Bicie jest obowiązkowe: bić musi { $squares }
msg-no-move = Kolumna na { $square } nie może wykonać ruchu.
msg-empty = Pole { $square } jest puste: wybierz jedną ze swoich kolumn.
msg-finish-capture = Dokończ bicie na podświetlonym polu (Esc zaczyna od nowa).
msg-not-legal = { $move } nie jest tu dozwolonym ruchem.
msg-not-legal-from = { $move } nie jest dozwolonym ruchem: kolumna na { $square } może zagrać { $moves }.
msg-offline = Brak połączenia: nie wysłano ruchu { $move }. Zagraj go jeszcze raz, gdy połączenie wróci.
msg-offline-request = Brak połączenia: spróbuj jeszcze raz, gdy połączenie wróci.
msg-resent = Twój ruch { $move } zostaje wysłany ponownie.
msg-draw-offered = Zaproponowano remis: czekam na odpowiedź.
msg-takeback-offered = Poproszono o cofnięcie ruchu: czekam na odpowiedź.
msg-rematch-offered = Zaproponowano rewanż: czekam na odpowiedź.
msg-declined-draw = { $side } odrzuciły twoją propozycję remisu.
msg-declined-takeback = { $side } odrzuciły twoją prośbę o cofnięcie ruchu.
msg-declined-rematch = { $side } odrzuciły twoją propozycję rewanżu.
msg-taken-back = Cofnięto ruch.
msg-rematch = Rewanż: nowa partia, z zamienionymi kolorami.
offer-draw = { $side } proponują remis.
offer-takeback = { $side } proszą o cofnięcie ruchu.
offer-rematch = { $side } proponują rewanż.

## Wyniki
result-no-columns = { $winner } wygrywają: każdy pion przeciwnika ({ $loser }) jest jeńcem
result-blocked = { $winner } wygrywają: { $loser } nie mają dozwolonego ruchu
result-time = { $winner } wygrywają na czas: { $loser } przekroczyły czas
result-resignation = { $winner } wygrywają: { $loser } poddały się
result-repetition = Remis: ta sama pozycja wystąpiła trzy razy
result-agreement = Remis za porozumieniem
result-withdrawn = Partię wycofano bez wyniku
result-ply-limit = Remis: partia osiągnęła limit 1000 posunięć
result-abandoned = { $winner } wygrywają: { $loser } opuściły partię
result-over = Koniec partii
live-played = { $side } zagrały { $move }

## Czego odmawia serwer
error-bad-message = Serwer nie zrozumiał żądania.
error-too-large = Żądanie było za długie.
error-rate-limited = Za dużo żądań naraz: poczekaj chwilę.
error-hello-first = Połączenie nie było jeszcze gotowe; spróbuj ponownie.
error-unsupported-protocol = Ta strona jest starsza niż serwer: odśwież ją.
error-no-such-game = Nie ma partii o tym kodzie.
error-not-your-seat = To miejsce nie należy do ciebie.
error-game-full = Ta partia ma już dwóch graczy: oglądasz.
error-not-playing = Partia się nie toczy: teraz nie można wykonać ruchu.
error-not-your-turn = To nie twój ruch.
error-stale-ply = Ten ruch przyszedł za późno: plansza pokazuje partię w obecnym stanie.
error-illegal-move = Serwer odrzucił ruch jako niedozwolony.
error-no-offer = Nie ma teraz takiej propozycji.
error-too-many-games = Masz za dużo niedokończonych partii.
error-bad-value = Wartość była poza dozwolonym zakresem.
error-server-error = Serwer nie mógł zapisać zmiany; nic nie zostało zmienione.
error-too-many-connections = Za dużo połączeń z twojego adresu.
error-too-many-watched = Oglądasz za dużo partii.
error-slow-down = Za dużo nieznanych kodów: odczekaj chwilę, potem spróbuj ponownie.
error-too-many-watchers = Ta partia ma już największą liczbę widzów: spróbuj później.
error-server-full = Serwer nie przyjmuje teraz nowych partii (brak miejsca na dysku); trwające partie toczą się dalej.
error-busy = Komputer jest teraz zajęty: spróbuj za chwilę.
error-too-many-computer-games = W tej godzinie rozpocząłeś już wiele partii z komputerem: odczekaj chwilę.
error-too-many-analyses = Zamówiona analiza jeszcze trwa albo wykorzystałeś już dzisiejsze analizy.
error-not-finished = Partię analizuje się po jej zakończeniu.
error-other = Serwer odrzucił żądanie.

## Piony i kolumny
man-w = biały żołnierz
man-W = biały oficer
man-b = czarny żołnierz
man-B = czarny oficer
man-title-w = Biały żołnierz
man-title-W = Biały oficer
man-title-b = Czarny żołnierz
man-title-B = Czarny oficer
men-run = { $kind ->
    [w] { $count ->
        [one] 1 biały żołnierz
        [few] { $count } białych żołnierzy
        [many] { $count } białych żołnierzy
       *[other] { $count } białego żołnierza
      }
    [W] { $count ->
        [one] 1 biały oficer
        [few] { $count } białych oficerów
        [many] { $count } białych oficerów
       *[other] { $count } białego oficera
      }
    [b] { $count ->
        [one] 1 czarny żołnierz
        [few] { $count } czarnych żołnierzy
        [many] { $count } czarnych żołnierzy
       *[other] { $count } czarnego żołnierza
      }
   *[B] { $count ->
        [one] 1 czarny oficer
        [few] { $count } czarnych oficerów
        [many] { $count } czarnych oficerów
       *[other] { $count } czarnego oficera
      }
  }
square-empty = { $square }: puste
square-landing = { $label }, pole docelowe
square-picked = { $label }, wybrana
square-men = { $square }: { $top }
square-men-under = { $square }: { $top }, pod nim { $under }
inspector-title = { $square }: kolumna ({ $side }), { $count ->
    [one] 1 pion
    [few] { $count } piony
    [many] { $count } pionów
   *[other] { $count } piona
  }
inspector-empty = { $square }: puste
inspector-commander = dowódca
inspector-prisoner = jeniec
inspector-hint = { $touch ->
    [yes] Dotknij kolumny
   *[no] Najedź na kolumnę
}: tu zobaczysz jej piony, od góry do dołu.

## Komputer, przeglądanie partii, analiza
lobby-computer = Zagraj z komputerem
lobby-level = Poziom
lobby-play-computer = Rozpocznij partię
level-option = { $level } · { $name } (około { $rating })
level-name = poziom { $level }, { $name }
level-1 = Rekrut
level-2 = Szeregowy
level-3 = Kapral
level-4 = Sierżant
level-5 = Porucznik
level-6 = Kapitan
level-7 = Pułkownik
level-8 = Marszałek
level-about-1 = Patrzy jeden ruch naprzód i często wybiera słabszy: początkujący może go pokonać.
level-about-2 = Patrzy dwa ruchy naprzód i wciąż się myli: dobry do nauki bicia.
level-about-3 = Widzi krótkie kombinacje; czasem popełnia błąd.
level-about-4 = Staranny gracz klubowy: rzadko zostawia piona bez ochrony.
level-about-5 = Za każdym razem gra swój najlepszy ruch: silny przeciwnik.
level-about-6 = Widzi głębsze kombinacje: kto go pokona, gra dobrze.
level-about-7 = Ekspert: myśli ułamek sekundy nad ruchem.
level-about-8 = Pełna siła programu, 2 sekundy na ruch.
player-computer = komputer, { $level }
status-computer-thinking = Komputer myśli
title-your-move = Twój ruch · Lasca
review-first = Pozycja początkowa
review-back = Poprzedni ruch
review-next = Następny ruch
review-last = Ostatni ruch
review-live = Wróć do partii
review-keys = ← i → przechodzą przez ruchy, Home i End na początek i na koniec. { $touch ->
    [yes] Dotknij ruchu
   *[no] Kliknij ruch
}, aby go zobaczyć.
review-download = Pobierz partię
review-ply = Po { $move }
review-start = Pozycja początkowa
analysis-ask = Analiza komputerowa
analysis-progress = Analiza: { $done } z { $total } pozycji
analysis-graph = Ocena komputera po każdym ruchu (w górę: lepiej stoją białe)
analysis-score = Ocena { $score } { $better ->
    [white] (lepiej stoją białe)
    [black] (lepiej stoją czarne)
   *[even] (równowaga)
}
analysis-class-best = Najlepszy ruch
analysis-class-good = Dobry ruch
analysis-class-inaccuracy = Niedokładność: traci { $loss } piona
analysis-class-mistake = Błąd: traci { $loss } piona
analysis-class-blunder = Poważny błąd: traci { $loss } piona
analysis-better = lepszy był { $move }
analysis-line = stąd komputer zagrałby { $line }

## Players, accounts and quick pairing (protocol 5)
account-signup = Załóż konto
account-login = Zaloguj się
account-logout = Wyloguj się
account-name = Nazwa
account-password = Hasło
account-cancel = Anuluj
account-signup-title = Nowe konto
account-login-title = Logowanie
account-guest = { $name } (gość)
account-error-bad_name = Nazwa ma od 3 do 20 liter, cyfr, - lub _.
account-error-reserved = Ta nazwa jest zastrzeżona: wybierz inną.
account-error-taken = Ktoś już ma tę nazwę.
account-error-bad_password = Hasło ma co najmniej 8 znaków.
account-error-common_password = To hasło jest jednym z najczęstszych: wybierz inne.
account-error-wrong_password = Zła nazwa lub hasło.
account-error-throttled = Zbyt wiele prób: poczekaj { $seconds } s.
account-error-other = Nie udało się; spróbuj ponownie.
lobby-play-now = Graj teraz
lobby-play-now-rated = Partie rankingowe z graczem o podobnym rankingu, w kilka sekund.
lobby-play-now-casual = Partie towarzyskie z innym gościem. Załóż konto, by grać rankingowo.
lobby-seeking = Szukam przeciwnika: { $pool }…
lobby-seek-cancel = Anuluj
player-name = { $name }
player-rated = { $name } ({ $rating })
player-change = { $change }

clock-days = { $days ->
    [one] 1 dzień na ruch
   *[other] { $days } dni na ruch
}
lobby-your-games = Twoje partie
lobby-your-turn = Twój ruch
lobby-their-turn = Ruch przeciwnika
lobby-waiting-opponent = Czeka na przeciwnika
lobby-against = z { $name }
lobby-open-game = Otwórz

lobby-playing = Trwające partie
lobby-rated = rankingowa

lobby-leaderboard = Ranking

lobby-rated-seek = Rankingowa
lobby-range = Ranking przeciwnika
lobby-range-any = Dowolny

game-claim = Odbierz zwycięstwo

account-manage = Konto
account-manage-title = Twoje konto
account-old-password = Obecne hasło
account-new-password = Nowe hasło
account-change-password = Zmień hasło
account-password-changed = Hasło zmienione; wszystkie inne sesje zakończone.
account-everywhere-about = Zgubione urządzenie albo logowanie w obcym miejscu? To kończy każdą sesję twojego konta, także tę.
account-logout-everywhere = Wyloguj się wszędzie

## server: strona, której nie ma (src/web.rs pisze ją tymi słowami)
notfound-title = Nie znaleziono strony
notfound-text = Pod tym adresem nic nie ma. Link do partii to /g/, a po nim kod partii.
notfound-lobby = Do strony głównej
