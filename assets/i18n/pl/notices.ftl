# Co mówią graczowi otwieranie, zapisywanie i wznawianie partii.
notices-resumed = Wznowiono partię zapisaną { $saved } ({ $plies ->
        [one] 1 półruch
        [few] { $plies } półruchy
        [many] { $plies } półruchów
       *[other] { $plies } półruchu
    })
notices-cannot-remove = Nie można usunąć { $path }: { $error }
notices-holds-no-game = nie zawiera żadnej partii
notices-cannot-open = Otwarcie nie powiodło się ({ $from }): { $why }
notices-opened-first = Otwarto { $from }: partia 1 z { $count } ({ $plies ->
        [one] 1 półruch
        [few] { $plies } półruchy
        [many] { $plies } półruchów
       *[other] { $plies } półruchu
    }, { $result })
notices-opened-first-stopped = Otwarto { $from }: partia 1 z { $count } ({ $plies ->
        [one] 1 półruch
        [few] { $plies } półruchy
        [many] { $plies } półruchów
       *[other] { $plies } półruchu
    }, { $result }); plik urywa się na błędzie: { $error }
notices-opened = Otwarto { $path } ({ $plies ->
        [one] 1 półruch
        [few] { $plies } półruchy
        [many] { $plies } półruchów
       *[other] { $plies } półruchu
    })
notices-opened-result = Otwarto { $path } ({ $plies ->
        [one] 1 półruch
        [few] { $plies } półruchy
        [many] { $plies } półruchów
       *[other] { $plies } półruchu
    }, { $result })
notices-pasted-text = wklejony tekst
notices-cannot-set-up = Nie można ustawić partii z wklejonego tekstu: { $error }
notices-set-up = Ustawiono z wklejonego tekstu ({ $plies ->
        [one] 1 półruch
        [few] { $plies } półruchy
        [many] { $plies } półruchów
       *[other] { $plies } półruchu
    })
notices-saved = Zapisano w { $path }
notices-cannot-save = Nie można zapisać w { $path }: { $error }
notices-autosave-failed = Autozapis w { $path } nie powiódł się: { $error }
notices-cannot-save-settings = Nie można zapisać ustawień w { $path }: { $error }
