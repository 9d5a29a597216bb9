//! What each side has on the board, as the game panel counts it.

use lasca_rules::{AnyPosition, Colour};

/// One side's material: the columns it commands (its man on top), its own men in them, and
/// the prisoners it holds (the opponent's men under those columns). Its men held prisoner
/// under the opponent's columns are the opponent's prisoners, not counted here.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Material {
    /// Columns with this side's man on top.
    pub columns: usize,
    /// This side's men in the columns it commands (the commanders and its men under them).
    pub men: usize,
    /// The opponent's men under the columns it commands.
    pub prisoners: usize,
}

impl Material {
    /// `side`'s material in `position` (any board, any variant, or a sandbox).
    pub fn of(position: &AnyPosition, side: Colour) -> Material {
        let mut material = Material::default();
        for (_, men) in position.columns() {
            if men.first().map(|man| man.colour) != Some(side) {
                continue;
            }
            let own = men.iter().filter(|man| man.colour == side).count();
            material.columns += 1;
            material.men += own;
            material.prisoners += men.len() - own;
        }
        material
    }
}

#[cfg(test)]
mod tests {
    use lasca_rules::Variant;

    use super::*;

    #[test]
    fn columns_men_and_prisoners_are_counted_by_who_commands() {
        let start = AnyPosition::start(Variant::Lasca7);
        for side in Colour::BOTH {
            assert_eq!(
                Material::of(&start, side),
                Material {
                    columns: 11,
                    men: 11,
                    prisoners: 0
                }
            );
        }
        // White commands c3 (two white over a black) and e5 (white over two black); Black
        // commands a7 (black over white) and g7.
        let position = AnyPosition::parse("w c3:wwb e5:Wbb a7:bw g7:B").unwrap();
        assert_eq!(
            Material::of(&position, Colour::White),
            Material {
                columns: 2,
                men: 3,
                prisoners: 3
            }
        );
        assert_eq!(
            Material::of(&position, Colour::Black),
            Material {
                columns: 2,
                men: 2,
                prisoners: 1
            }
        );
        // Any board: bashni's start.
        let bashni = AnyPosition::start(Variant::Bashni);
        assert_eq!(Material::of(&bashni, Colour::Black).columns, 12);
    }
}
