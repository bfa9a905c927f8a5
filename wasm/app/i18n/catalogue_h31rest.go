package i18n

// The replay exercise's further kinds of question (components/quiz.go,
// core/replay's exercise_*.go): hill climbing's move.
func init() {
	addMessages(map[string]Message{
		"quiz.intro.hill": {En: "Predict the next step: {n} questions on this replay. Each stops hill climbing after it has valued the current state's neighbours; pick the neighbour it moves to.",
			Vi: "Dự đoán bước tiếp theo: {n} câu hỏi trên lần phát lại này. Mỗi câu dừng thuật toán leo đồi sau khi nó đã lượng giá các trạng thái láng giềng của trạng thái hiện tại; hãy chọn láng giềng mà nó sẽ chuyển tới."},
		"quiz.hill.question": {En: "Question {k} of {n}: hill climbing stands at {node} (h = {h}) and has valued its neighbours. Which one does it move to?",
			Vi: "Câu {k}/{n}: thuật toán leo đồi đang ở {node} (h = {h}) và đã lượng giá các láng giềng. Nó sẽ chuyển tới láng giềng nào?"},
		"quiz.hill.options": {En: "The neighbours", Vi: "Các láng giềng"},
		"quiz.hill.option":  {En: "{node} (h = {h})", Vi: "{node} (h = {h})"},
		"quiz.hill.title":   {En: "Move to {node}", Vi: "Chuyển tới {node}"},
		"quiz.hill.wrong":   {En: "Not this time: hill climbing moves to {node}.", Vi: "Chưa đúng: thuật toán leo đồi chuyển tới {node}."},
		"quiz.hill.why.best": {En: "{node} has the lowest h among the {n} neighbours: h = {h} (the current state's h is {cur}).",
			Vi: "{node} có h nhỏ nhất trong {n} láng giềng: h = {h} (h của trạng thái hiện tại là {cur})."},
		"quiz.hill.why.sideways": {En: "No neighbour is better, so this is a sideways move on a plateau (allowed a limited number of times in a row).",
			Vi: "Không láng giềng nào tốt hơn, nên đây là một bước đi ngang trên vùng bằng phẳng (chỉ được phép một số lần liên tiếp có hạn)."},
		"quiz.hill.why.tie": {En: "It ties with {others}: hill climbing breaks ties at random, so each of them is a right answer.",
			Vi: "Nó bằng với {others}: thuật toán leo đồi chọn ngẫu nhiên giữa các láng giềng bằng nhau, nên chọn láng giềng nào trong số đó cũng đúng."},
		"quiz.hill.why.goal": {En: "{node} is a goal: hill climbing takes a goal neighbour at once, whatever its h.",
			Vi: "{node} là trạng thái đích: thuật toán leo đồi chuyển ngay tới một láng giềng là đích, bất kể h của nó."},
	})
}
