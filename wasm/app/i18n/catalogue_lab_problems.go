package i18n

// The Lab's form problems
// (labscreen/problems.go), which name the field, the listed board's line
// or the algorithm's card before the core's sentence (translated by
// Lang.Core).
func init() {
	addMessages(map[string]Message{
		"lab.problem.field":     {En: "{field}: {msg}", Vi: "{field}: {msg}"},
		"lab.problem.budget":    {En: "Budget", Vi: "Giới hạn"},
		"lab.problem.boards":    {En: "Boards listed, line {n}: {msg}", Vi: "Danh sách bàn, dòng {n}: {msg}"},
		"lab.problem.positions": {En: "Positions listed, line {n}: {msg}", Vi: "Danh sách thế cờ, dòng {n}: {msg}"},
		"lab.problem.param":     {En: "Algorithm {n}, parameter {param}: {msg}", Vi: "Thuật toán {n}, tham số {param}: {msg}"},
		"lab.problem.label":     {En: "Algorithm {n}, label: {msg}", Vi: "Thuật toán {n}, nhãn: {msg}"},
		"lab.problem.config":    {En: "Algorithm {n}: {msg}", Vi: "Thuật toán {n}: {msg}"},
	})
}
