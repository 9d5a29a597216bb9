# Panel „Oglądaj”, gdy komputer gra za obie strony.
watch-title = Oglądaj
watch-white = Białe: { $player }
watch-black = Czarne: { $player }
watch-ply = półruch { $ply }
watch-ply-of = półruch { $ply } z { $limit }
watch-resume = Wznów
watch-pause = Pauza
watch-step = Krok
watch-step-hover = Zagraj jeden ruch
watch-restart = Od nowa
watch-restart-hover = Ci sami gracze od początku
watch-delay = Opóźnienie:
watch-animation = Animacja:
watch-ply-limit = Limit półruchów:
watch-ply-limit-hover = Remis po tylu półruchach (0: bez limitu); od następnej partii
watch-endless = Bez końca: następna partia sama
watch-clear-scores = Wyczyść wyniki
watch-scores-after = Wyniki po { $games } { $games ->
        [one] partii
        [few] partiach
        [many] partiach
       *[other] partii
    }
watch-won = wygrane
watch-drawn = remisy
watch-lost = przegrane
watch-white-row = Jako białe, dowolny poziom
watch-white-row-hover = Partie z punktu widzenia białych, bez względu na to, który poziom grał białymi: czy pierwszy ruch pomaga?
