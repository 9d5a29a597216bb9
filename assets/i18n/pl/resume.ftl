# Pytanie przy starcie o niedokończoną, automatycznie zapisaną partię.
resume-title = Wznowić niedokończoną partię?
resume-about = Białe: { $white }, Czarne: { $black } · { $plies ->
        [one] 1 półruch
        [few] { $plies } półruchy
        [many] { $plies } półruchów
       *[other] { $plies } półruchu
    } · zapisano { $saved }
resume-resume = Wznów
resume-new-game = Nowa partia
resume-new-game-hover = Automatycznie zapisana partia zostanie odrzucona
