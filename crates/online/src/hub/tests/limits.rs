//! The limits per address and the bounds on what the hub holds (issue 24, points 3 and 4).
