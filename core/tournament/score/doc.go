// Package score is the match score of the project, apart from the engines
// that play the games (core/tournament): a W/D/L Record with its Wilson
// interval, the Elo advantage (Rating, Summary) and the seeds of a match's
// games and players (GameSeed, PlayerSeed). The page's experiment report
// (core/experiment) reads it without linking any player.
package score
