package i18n

// The Lab's form problems
// (labscreen/problems.go), which name the field, the listed board's line
// or the algorithm's card before the core's sentence (translated by
// Lang.Core).
func init() { addMessageList(labProblemMessages) }

// labProblemMessages are the file's messages, English and Vietnamese side
// by side.
var labProblemMessages = []keyedMessage{
	{"lab.problem.field", Message{En: "{field}: {msg}", Vi: "{field}: {msg}"}},
	{"lab.problem.budget", Message{En: "Budget", Vi: "Giới hạn"}},
	{"lab.problem.boards", Message{En: "Boards listed, line {n}: {msg}", Vi: "Danh sách bàn, dòng {n}: {msg}"}},
	{"lab.problem.positions", Message{En: "Positions listed, line {n}: {msg}", Vi: "Danh sách thế cờ, dòng {n}: {msg}"}},
	{"lab.problem.param", Message{En: "Algorithm {n}, parameter {param}: {msg}", Vi: "Thuật toán {n}, tham số {param}: {msg}"}},
	{"lab.problem.label", Message{En: "Algorithm {n}, label: {msg}", Vi: "Thuật toán {n}, nhãn: {msg}"}},
	{"lab.problem.config", Message{En: "Algorithm {n}: {msg}", Vi: "Thuật toán {n}: {msg}"}},
}
