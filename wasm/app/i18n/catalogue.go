package i18n

// catalogue is every message of the page, by key: the English and the
// Vietnamese side by side (and the English for a count of one where it
// differs). Keys are grouped by the part of the page that shows them
// (header., about., algo., stats., …). The Vietnamese uses the terms of
// the courses' glossary (/work/shared/seeds/glossary-vi.md in the
// project's notes): nút, mở rộng nút, biên, lời giải, đầy đủ, tối ưu,
// giới hạn (ngân sách)…, and keeps an algorithm's English name beside
// its Vietnamese one.
var catalogue = map[string]Message{
	// Units and durations (number.go).
	"duration.min_s": {En: "{min} min {s} s", Vi: "{min} phút {s} giây"},

	// The header (components/header.go).
	"header.game":        {En: "Game", Vi: "Trò chơi"},
	"header.lang":        {En: "Language", Vi: "Ngôn ngữ"},
	"header.lang.title":  {En: "The language of the page (remembered in this browser)", Vi: "Ngôn ngữ của trang (được ghi nhớ trên trình duyệt này)"},
	"header.theme.auto":  {En: "Theme: auto", Vi: "Giao diện: tự động"},
	"header.theme.dark":  {En: "Theme: dark", Vi: "Giao diện: tối"},
	"header.theme.light": {En: "Theme: light", Vi: "Giao diện: sáng"},
	"header.theme.title": {En: "Switch between automatic, dark and light", Vi: "Chuyển giữa giao diện tự động, tối và sáng"},
	"header.about":       {En: "About", Vi: "Giới thiệu"},
	"header.about.title": {En: "Sources and credits", Vi: "Nguồn tham khảo và ghi công"},

	// The games' names in the game picker, by screen id (GameName).
	"game.npuzzle": {En: "Sliding N-puzzle", Vi: "Trò chơi ô trượt (N-puzzle)"},
	"game.bloxorz": {En: "Bloxorz", Vi: "Bloxorz"},
	"game.nim":     {En: "Nim", Vi: "Nim"},
	"game.othello": {En: "Othello", Vi: "Othello (cờ lật)"},
	"game.lab":     {En: "Lab", Vi: "Phòng thí nghiệm (Lab)"},
	"game.graph":   {En: "Graph", Vi: "Đồ thị"},

	// Counted things.
	"count.moves":  {En: "{n} moves", EnOne: "1 move", Vi: "{n} nước đi"},
	"count.runs":   {En: "{n} runs", EnOne: "1 run", Vi: "{n} lần chạy"},
	"count.queued": {En: "{n} queued", Vi: "{n} đang chờ"},
}
