# Panel gry: kto ma ruch, co teraz zrobić, ostatni ruch i przyciski.
hud-moving = Ruch trwa… (Spacja kończy)
hud-game-over-reason = Koniec partii: { $reason }
hud-paused = Pauza: Wznów lub Krok w panelu „Oglądaj”
hud-thinking = { $player } myśli…
hud-waiting-online = Oczekiwanie na ruch: { $side } (online)
hud-go-on-capturing = Bij dalej: wybierz podświetlone pole
hud-capture-with = Bicie z { $square }: wybierz podświetlone pole
hud-move-from = Ruch z { $square }: wybierz podświetlone pole
hud-must-capture = Bicie jest obowiązkowe: wybierz kolumnę, która może bić
hud-pick-column = Wybierz jedną ze swoich kolumn
hud-to-move = { $side } na ruchu
hud-game-over = Koniec partii
hud-last-move = Ostatni ruch: { $side } { $mv } (półruch { $ply })
hud-no-move-yet = Jeszcze bez ruchu
hud-learn = 🎓 Nauka
hud-learn-hover = Lekcje na planszy: najpierw zasady, potem strategia
hud-puzzles = 🎯 Zadania
hud-puzzles-hover = Taktyka z partii komputera z samym sobą, w każdym zadaniu jeden wygrywający ruch, i twój ranking
hud-classic-games = 📚 Partie klasyczne
hud-classic-games-hover = Odtwórz partie Laskera z 1911 roku i własne pliki partii
hud-online = 🌐 Online…
hud-online-hover = Zagraj ze znajomym na serwerze gry albo oglądaj partię
hud-new-game = Nowa partia…
hud-edit-position = Edytuj pozycję…
hud-edit-position-hover = Ustaw pozycję, a potem ją rozegraj lub przeanalizuj
hud-flip-view = Obróć widok
hud-finish = Zakończ
# Klawisz, który kończy animację.
hud-finish-hover = Spacja
hud-view = Widok:
hud-view-reset = Resetuj
hud-animation = Animacja:
hud-controls = Sterowanie
hud-controls-click = Kliknij kolumnę, potem podświetlone pole.
hud-controls-cancel = Prawy przycisk / Esc: anuluj wybór
hud-controls-camera = Przeciąganie: obrót · prawym przyciskiem: przesunięcie · kółko: zoom
hud-controls-views = W / B / T / R: widok białych, czarnych, z góry, reset · F: obrót
hud-controls-inspect = Najedź na kolumnę, by ją obejrzeć; przytrzymaj E, by ją rozsunąć
hud-controls-finish = Spacja: zakończ animację
hud-controls-look-back = PgUp PgDn Home End: przeglądaj wstecz ruchy partii
hud-controls-undo = Ctrl+Z / Ctrl+Y: cofnij / ponów · M: dźwięk wł./wył.
hud-controls-keyboard = Klawiatura: strzałki przesuwają kursor, Enter wybiera · Tab: wpisz ruch
hud-controls-keys = ?: wszystkie klawisze
hud-title-free = { $game } · dowolne ustawienie
# Kto gra: przeciw komputerowi albo komputer po każdej stronie.
hud-you-play = Twoja strona: { $side }, przeciw komputerowi, poziom { $level } ({ $name })
hud-side-player = { $side }: { $player }
# Materiał strony: kolumny, którymi dowodzi, jej piony w nich i jeńcy, których trzyma.
hud-material = { $columns ->
        [one] 1 kolumna
        [few] { $columns } kolumny
        [many] { $columns } kolumn
       *[other] { $columns } kolumny
    } ({ $men ->
        [one] 1 pion
        [few] { $men } piony
        [many] { $men } pionów
       *[other] { $men } piona
    }) · { $prisoners ->
        [one] 1 jeniec
        [few] { $prisoners } jeńców
        [many] { $prisoners } jeńców
       *[other] { $prisoners } jeńca
    }
hud-material-hover = { $side }: Kolumny, którymi strona dowodzi, jej własne piony w nich i jeńcy, których trzyma (piony przeciwnika pod jej kolumnami)
# Zakończenie partii z komputerem.
hud-resign = Poddaj partię
hud-resign-hover = Poddaj tę partię: komputer wygrywa
hud-resign-ask = Poddać tę partię? Komputer wygra.
hud-resign-sure = Tak, poddaję
hud-resign-cancel = Gram dalej
hud-offer-draw = Zaproponuj remis
hud-offer-draw-hover = Komputer przyjmie, jeśli uzna, że nie stoi lepiej od ciebie
hud-offer-draw-your-turn = Remis możesz zaproponować, gdy masz ruch
hud-offer-draw-wait = Kolejną propozycję remisu możesz złożyć po { $plies ->
        [one] jeszcze 1 półruchu
        [few] jeszcze { $plies } półruchach
        [many] jeszcze { $plies } półruchach
       *[other] jeszcze { $plies } półruchu
    }
hud-draw-thinking = Komputer rozważa twoją propozycję…
hud-draw-declined = Komputer odmawia: uważa, że stoi lepiej
