# What opening, saving and resuming a game tell the player.
notices-resumed = Resumed the game saved { $saved } ({ $plies } plies)
notices-cannot-remove = Cannot remove { $path }: { $error }
notices-holds-no-game = it holds no game
notices-cannot-open = Cannot open { $from }: { $why }
notices-opened-first = Opened { $from }: game 1 of { $count } ({ $plies } plies, { $result })
notices-opened-first-stopped = Opened { $from }: game 1 of { $count } ({ $plies } plies, { $result }); the file stops at a mistake: { $error }
notices-opened = Opened { $path } ({ $plies } plies)
notices-opened-result = Opened { $path } ({ $plies } plies, { $result })
notices-pasted-text = the pasted text
notices-cannot-set-up = Cannot set up the pasted text: { $error }
notices-set-up = Set up from the pasted text ({ $plies } plies)
notices-saved = Saved to { $path }
notices-cannot-save = Cannot save to { $path }: { $error }
notices-autosave-failed = Autosave to { $path } failed: { $error }
notices-cannot-save-settings = Cannot save settings to { $path }: { $error }
