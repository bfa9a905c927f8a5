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

	// Counted things.
	"count.moves":  {En: "{n} moves", EnOne: "1 move", Vi: "{n} nước đi"},
	"count.runs":   {En: "{n} runs", EnOne: "1 run", Vi: "{n} lần chạy"},
	"count.queued": {En: "{n} queued", Vi: "{n} đang chờ"},
}
