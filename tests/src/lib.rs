//! agc's lit-style test harness.
