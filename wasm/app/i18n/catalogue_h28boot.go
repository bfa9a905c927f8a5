package i18n

// The words of the page's loading order (web/boot.mjs): the page is
// interactive before the solver's code has downloaded, and a run asked
// for meanwhile says that it waits for it.
func init() { addMessageList(bootMessages) }

// bootMessages are the file's messages, English and Vietnamese side by side.
var bootMessages = []keyedMessage{
	{"status.solver_loading", Message{En: "The solver is loading… {algo} starts when it is ready.", Vi: "Bộ giải đang tải… {algo} sẽ bắt đầu khi bộ giải sẵn sàng."}},
	{"solver.loading", Message{En: "The solver is loading… Your run starts when it is ready.", Vi: "Bộ giải đang tải… Lượt chạy của bạn sẽ bắt đầu khi bộ giải sẵn sàng."}},
}
