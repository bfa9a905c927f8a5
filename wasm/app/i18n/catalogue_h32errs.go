package i18n

// The page's words for what a bad share link or a rare path says (issue
// 32), beside the core's sentences of core_vi_links.go.
var catalogueH32errs = []keyedMessage{
	{"link.unknown_algo", Message{En: "The link names an unknown algorithm {algo}; {chosen} is selected instead.",
		Vi: "Liên kết ghi một thuật toán mà ứng dụng không có, {algo}; đang chọn {chosen} thay thế."}},
}

func init() { addMessageList(catalogueH32errs) }
