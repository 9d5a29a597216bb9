# Panel „Koniec partii”.
game-over-title = Koniec partii
game-over-players = Białe: { $white } · Czarne: { $black } · { $plies ->
        [one] 1 półruch
        [few] { $plies } półruchy
        [many] { $plies } półruchów
       *[other] { $plies } półruchu
    }
game-over-new-game = Nowa partia…
game-over-rematch = Rewanż
game-over-rematch-hover = Ci sami gracze, zamienione kolory
game-over-review = Przegląd
game-over-review-hover = Zobacz, gdzie partia się rozstrzygnęła: silnik ocenia każdy ruch
