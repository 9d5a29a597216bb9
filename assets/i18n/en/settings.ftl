# The Settings window.
settings-title = Settings
settings-theme = Theme
settings-theme-ivory = Ivory and ebony
settings-theme-high-contrast = High contrast
settings-theme-colour-safe = Colour-blind safe
settings-theme-wood = Wooden board
settings-language = Language
# $name: the system language's own name ("English").
settings-language-system = System ({ $name })
settings-ui-scale = Interface size
settings-speed = Animation speed
settings-start-view = Start view (and Reset)
settings-repetition = Threefold repetition draws (new games)
settings-sound = Sound (M)
# $path: the settings file.
settings-kept-in = Kept in { $path }
settings-not-kept = Not kept: no settings folder
settings-render-scale = Board detail
settings-render-scale-hover = How finely the 3D board is drawn, against the window's pixels (the panels always at full detail). Lower is faster on a computer without a graphics card. From the next start.
settings-render-scale-auto = Automatic
