package bloxorzscreen

import "searchlab/wasm/app/i18n"

// The Vietnamese of the registry texts only this game declares (its own
// algorithms, parameters and options; core/games/bloxorzgame), beside the
// English each translates, as in wasm/app/i18n/registry_vi.go, which keeps
// the texts the games share. TestRegistryTranslated (wasm/app/i18n, with
// every screen linked) names a text without a current translation.
func init() { i18n.AddRegistryTexts(registryTexts) }

// registryTexts are the game's own registry texts in Vietnamese.
var registryTexts = i18n.RegistryTexts{
	ParamHelps: []i18n.Keyed{
		{Key: "costing", Versions: []i18n.Source{
			{En: "Switches of control between the two cubes of a split block (the S key): free — not moves, so the length counts only the U D L R rolls (optimal algorithms still keep switches to the fewest) — or counted — each S is a move of cost 1 and counts in the length.",
				Vi: "Việc chuyển quyền điều khiển giữa hai khối lập phương của một khối đã tách (phím S): free — không tính là nước đi, nên độ dài chỉ đếm các lần lăn U D L R (các thuật toán tối ưu vẫn giữ số lần chuyển ít nhất) — hoặc counted — mỗi lần S là một nước đi chi phí 1 và được tính vào độ dài."},
		}},
		{Key: "heatmap", Versions: []i18n.Source{
			{En: "Also return \"heatmap\": per cell (row-major, width × height of the level), how many expanded states the piece covered it in (MCTS: the tree nodes it expanded; the genetic algorithm: the states along every move sequence it decoded).",
				Vi: "Trả về thêm \"heatmap\": với mỗi ô (theo từng hàng, rộng × cao của màn chơi), số trạng thái đã mở rộng mà khối phủ lên ô đó (MCTS: các nút cây đã mở rộng; giải thuật di truyền: các trạng thái dọc theo mọi chuỗi nước đi đã giải mã)."},
		}},
		{Key: "level", Versions: []i18n.Source{
			{En: "Classic stage to solve (1..33) instead of the board text; 0: use the board.",
				Vi: "Màn chơi cổ điển cần giải (1..33) thay cho văn bản mô tả bàn; 0: dùng bàn đang có."},
		}},
		{Key: "w_gained", Versions: []i18n.Source{
			{En: "Reward per bridge cell turned on.",
				Vi: "Phần thưởng cho mỗi ô cầu được bật."},
		}},
		{Key: "w_lost", Versions: []i18n.Source{
			{En: "Reward per bridge cell turned off.",
				Vi: "Phần thưởng cho mỗi ô cầu bị tắt."},
		}},
		{Key: "w_split", Versions: []i18n.Source{
			{En: "Reward per split of the block.",
				Vi: "Phần thưởng cho mỗi lần tách khối."},
		}},
	},
	ParamLabels: []i18n.Label{
		{Name: "costing", Vi: "Cách tính chi phí"},
		{Name: "heatmap", Vi: "Bản đồ nhiệt"},
		{Name: "level", Vi: "Màn chơi"},
		{Name: "w_gained", Vi: "Thưởng bật cầu"},
		{Name: "w_lost", Vi: "Thưởng tắt cầu"},
		{Name: "w_split", Vi: "Thưởng tách khối"},
	},
}
