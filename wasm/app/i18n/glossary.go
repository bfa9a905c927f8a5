package i18n

// term is one entry of the glossary of the courses' terms (the words
// Vietnamese AI courses and the students' reports use: "biên", "mở rộng
// nút", "lời giải", "hàm lượng giá"…): wherever the English of a message
// has the English term (as a word), its Vietnamese has the Vietnamese
// one, and no message uses the alternatives the glossary lists but the
// page does not (some terms have two common forms: the page picks one and
// uses it everywhere). glossary_test.go checks both.
type term struct {
	En, Vi string
	Or     []string // other Vietnamese that translates it in a fixed name
	Not    []string // alternatives not used
}

// glossary is the page's choice of terms.
var glossary = []term{
	{En: "frontier", Vi: "biên", Not: []string{"tập mở", "danh sách mở"}},
	{En: "expanded", Vi: "mở rộng", Not: []string{"khai triển"}},
	{En: "solution", Vi: "lời giải"},
	{En: "heuristic", Vi: "heuristic"},
	{En: "optimal", Vi: "tối ưu"},
	{En: "complete", Vi: "đầy đủ"},
	{En: "evaluation", Vi: "lượng giá", Not: []string{"hàm đánh giá"}},
	{En: "explored", Vi: "đã duyệt", Not: []string{"tập đóng", "danh sách đóng"}},
	{En: "budget", Vi: "giới hạn", Not: []string{"ngân sách"}},
	{En: "playouts", Vi: "mô phỏng"},
	{En: "undo", Vi: "hoàn tác"},
	{En: "shuffle", Vi: "xáo trộn"},
	{En: "seed", Vi: "hạt giống"},
	{En: "algorithm", Vi: "thuật toán", Or: []string{"giải thuật di truyền"}}, // the glossary's name of GA
	{En: "admissible", Vi: "chấp nhận được"},
	{En: "transposition", Vi: "chuyển vị"},
	{En: "crossover", Vi: "lai ghép"},
	{En: "mutation", Vi: "đột biến"},
	{En: "goal", Vi: "đích"},
	{En: "blank", Vi: "ô trống", Or: []string{"dòng trống"}}, // "a blank line" of a text form
}
