package othelloscreen

import "searchlab/wasm/app/i18n"

// The Vietnamese of the registry texts only this game declares (its own
// algorithms, parameters and options; core/games/othellogame), beside the
// English each translates, as in wasm/app/i18n/registry_vi.go, which keeps
// the texts the games share. TestRegistryTranslated (wasm/app/i18n, with
// every screen linked) names a text without a current translation.
func init() { i18n.AddRegistryTexts(registryTexts) }

// registryTexts are the game's own registry texts in Vietnamese.
var registryTexts = i18n.RegistryTexts{
	AlgorithmNames: []i18n.Keyed{
		{Key: "exact", Versions: []i18n.Source{
			{En: "Exact endgame solver",
				Vi: "Bộ giải cờ tàn chính xác (Exact endgame solver)"},
		}},
		{Key: "mcts-bt", Versions: []i18n.Source{
			{En: "MCTS2: biased UCB + BT roulette (Buro)",
				Vi: "MCTS2: UCB thiên lệch + roulette BT (Buro)"},
		}},
		{Key: "mcts-bt-opt", Versions: []i18n.Source{
			{En: "MCTS3: biased UCB + BT roulette (optimised)",
				Vi: "MCTS3: UCB thiên lệch + roulette BT (tối ưu hoá)"},
		}},
		{Key: "mcts-learned", Versions: []i18n.Source{
			{En: "MCTS + learned evaluation (biased UCB, evaluated leaves)",
				Vi: "MCTS + hàm lượng giá học được (UCB thiên lệch, lượng giá nút lá)"},
		}},
		{Key: "mcts-uct", Versions: []i18n.Source{
			{En: "MCTS: plain UCT",
				Vi: "MCTS: UCT thuần (plain UCT)"},
		}},
		{Key: "random", Versions: []i18n.Source{
			{En: "Random",
				Vi: "Ngẫu nhiên (Random)"},
		}},
	},
	AlgorithmHelps: []i18n.Keyed{
		{Key: "exact", Versions: []i18n.Source{
			{En: "Alpha-beta on final disc differences to the end of the game with principal-variation search, a transposition table with the enhanced transposition cutoff, the stability cutoff, fastest-first, parity and learned-evaluation move ordering and a fast path for the last empties; the value is the exact final disc difference under perfect play. Complete and optimal; exponential in the number of empties. With max_nodes 0 its node budget is 2 billion: max_empties and the time budget guard it.",
				Vi: "Alpha-Beta trên hiệu số quân cuối ván, tìm đến hết ván, với tìm kiếm biến chính, bảng chuyển vị kèm cắt chuyển vị mở rộng (enhanced transposition cutoff), cắt theo tính ổn định, sắp thứ tự nước đi theo fastest-first, tính chẵn lẻ và hàm lượng giá học được, cùng một lối đi nhanh cho các ô trống cuối cùng; giá trị là hiệu số quân chính xác khi cả hai bên chơi hoàn hảo. Đầy đủ và tối ưu; thời gian tăng theo hàm mũ của số ô trống. Với max_nodes bằng 0, giới hạn số nút là 2 tỉ: max_empties và giới hạn thời gian giữ cho nó không chạy quá lâu."},
		}},
		{Key: "mcts-bt", Versions: []i18n.Source{
			{En: "OthelloMCTS2: the biased UCB of Ikeda & Viennot (2013), X̄ + C·√(ln N/n) + C_BT·√(K/(N+K))·P(m), with P the Bradley–Terry probability (Coulom 2007) over the Buro features (the 3×3 pattern around each of the 9 kinds of square), and roulette playouts drawing moves ∝ their strength. Not complete within its budget, not optimal.",
				Vi: "OthelloMCTS2: UCB thiên lệch của Ikeda và Viennot (2013), X̄ + C·√(ln N/n) + C_BT·√(K/(N+K))·P(m), trong đó P là xác suất Bradley–Terry (Coulom 2007) trên các đặc trưng của Buro (mẫu 3×3 quanh mỗi loại trong 9 loại ô), và các lượt mô phỏng kiểu roulette rút nước đi với xác suất ∝ độ mạnh của nó. Không đầy đủ trong giới hạn cho phép, không tối ưu."},
		}},
		{Key: "mcts-bt-opt", Versions: []i18n.Source{
			{En: "OthelloMCTS3: OthelloMCTS2 with SearchLab's optimised features (pattern, discs flipped, opponent mobility, corner given, parity, new frontier). Not complete within its budget, not optimal.",
				Vi: "OthelloMCTS3: OthelloMCTS2 với các đặc trưng đã tối ưu hoá của SearchLab (mẫu, số quân bị lật, khả năng di chuyển của đối thủ, nhường góc, tính chẵn lẻ, biên mới). Không đầy đủ trong giới hạn cho phép, không tối ưu."},
		}},
		{Key: "mcts-learned", Versions: []i18n.Source{
			{En: "OthelloMCTS3's biased UCB without playouts: every new leaf is scored by the learned evaluation as a win probability (the evaluation cut-off of Lorentz 2008 and Winands et al. 2010), C = 0.3. Not complete within its budget, not optimal.",
				Vi: "UCB thiên lệch của OthelloMCTS3 nhưng không có lượt mô phỏng: mỗi nút lá mới được chấm bằng hàm lượng giá học được như một xác suất thắng (kỹ thuật cắt lượng giá của Lorentz 2008 và Winands và cộng sự 2010), C = 0,3. Không đầy đủ trong giới hạn cho phép, không tối ưu."},
		}},
		{Key: "mcts-uct", Versions: []i18n.Source{
			{En: "UCT (Kocsis & Szepesvári 2006) with uniformly random playouts scored win/draw/loss, C = 0.85: OthelloMCTS1 of Nguyen et al. 2015. The value is the recommended move's win rate 2·mean − 1. Not complete within its budget, not optimal.",
				Vi: "UCT (Kocsis và Szepesvári 2006) với các lượt mô phỏng ngẫu nhiên đều, chấm thắng/hoà/thua, C = 0,85: OthelloMCTS1 của Nguyen và cộng sự 2015. Giá trị là tỉ lệ thắng của nước đi được đề xuất, 2·trung bình − 1. Không đầy đủ trong giới hạn cho phép, không tối ưu."},
		}},
		{Key: "random", Versions: []i18n.Source{
			{En: "Plays a uniformly random legal move drawn from the seed (a baseline opponent). Neither complete nor optimal.",
				Vi: "Đi một nước hợp lệ ngẫu nhiên đều, rút từ hạt giống (một đối thủ làm mốc so sánh). Không đầy đủ, không tối ưu."},
		}},
	},
	ParamHelps: []i18n.Keyed{
		{Key: "all_moves", Versions: []i18n.Source{
			{En: "Solve every root move exactly (candidates all exact) instead of proving only the best one.",
				Vi: "Giải chính xác mọi nước đi ở gốc (mọi nước ứng viên đều có giá trị chính xác) thay vì chỉ chứng minh nước đi tốt nhất."},
		}},
		{Key: "c_bt", Versions: []i18n.Source{
			{En: "Weight C_BT of the bias term C_BT·√(K/(N+K))·P(m) (the paper: 0.5); ignored without features.",
				Vi: "Trọng số C_BT của số hạng thiên lệch C_BT·√(K/(N+K))·P(m) (bài báo dùng 0,5); bị bỏ qua khi không dùng tập đặc trưng."},
		}},
		{Key: "cutoff_moves", Versions: []i18n.Source{
			{En: "With eval=learned: random playout moves before the evaluation (0: the new leaf itself).",
				Vi: "Khi eval=learned: số nước đi ngẫu nhiên của lượt mô phỏng trước khi lượng giá (0: lượng giá ngay nút lá mới)."},
		}},
		{Key: "endgame", Versions: []i18n.Source{
			{En: "Solve positions with this many empty squares or fewer exactly (0: never).",
				Vi: "Giải chính xác các thế cờ còn từ chừng này ô trống trở xuống (0: không bao giờ)."},
		}},
		{Key: "eval", Versions: []i18n.Source{
			{En: "Evaluation at the horizon: learned (pattern weights trained from self-play, predicting the final disc difference), or the ladder: squares (Norvig's weighted squares), + mobility, + corners, + frontier, + parity (each level adds one feature).",
				Vi: "Hàm lượng giá tại đường chân trời: học được (learned: trọng số mẫu học được từ tự đấu, dự đoán hiệu số quân cuối ván), hoặc các bậc thang: bảng trọng số ô của Norvig (squares), + khả năng di chuyển (mobility), + góc (corners), + biên (frontier), + tính chẵn lẻ (parity) (mỗi bậc thêm một đặc trưng)."},
			{En: "Score playouts: none (play them to the end) or learned (stop after cutoff_moves moves and score the position by the learned evaluation as a win probability).",
				Vi: "Cách chấm điểm lượt mô phỏng: none (chơi đến hết ván) hoặc learned (dừng sau cutoff_moves nước rồi chấm thế cờ bằng hàm lượng giá đã học, như một xác suất thắng)."},
		}},
		{Key: "features", Versions: []i18n.Source{
			{En: "Bradley–Terry feature set for the bias term and roulette playouts: none (plain UCT), buro (the paper's) or optimised (SearchLab's).",
				Vi: "Tập đặc trưng Bradley–Terry cho số hạng thiên lệch và cho mô phỏng kiểu roulette: none (UCT thuần), buro (của bài báo) hoặc optimised (của SearchLab)."},
		}},
		{Key: "finish_empties", Versions: []i18n.Source{
			{En: "End playouts with the exact endgame solver once this many squares or fewer are empty (0: never).",
				Vi: "Kết thúc lượt mô phỏng bằng bộ giải cờ tàn chính xác khi chỉ còn chừng này ô trống trở xuống (0: không bao giờ)."},
		}},
		{Key: "k", Versions: []i18n.Source{
			{En: "K of the bias term: the bias fades as the node's visits N grow past K (the paper: 5000).",
				Vi: "Hằng số K của số hạng thiên lệch: độ thiên lệch mờ dần khi số lượt thăm N của nút vượt quá K (bài báo dùng 5000)."},
		}},
		{Key: "max_empties", Versions: []i18n.Source{
			{En: "Refuse positions with more empty squares than this. Cost grows about threefold per empty (natively: 16 empties some 10 ms, 18 about 0.1 s, 20 about 0.5 s, 22 a few seconds; the browser's worker is about 2.5 times slower, under a second up to about 20 empties).",
				Vi: "Từ chối các thế cờ có nhiều ô trống hơn mức này. Chi phí tăng khoảng gấp ba với mỗi ô trống thêm (chạy trực tiếp trên máy: 16 ô trống khoảng 10 ms, 18 ô khoảng 0,1 s, 20 ô khoảng 0,5 s, 22 ô vài giây; tiến trình nền của trình duyệt chậm hơn khoảng 2,5 lần, dưới một giây cho tới khoảng 20 ô trống)."},
			{En: "Refuse positions with more empty squares than this. Cost grows about threefold per empty (natively: 18 empties some 40 ms, 20 about 0.1–0.6 s, 22 one or two seconds; the browser's worker is about 2.5 times slower, under a second up to about 20 empties).",
				Vi: "Từ chối các thế cờ có nhiều ô trống hơn mức này. Chi phí tăng khoảng gấp ba với mỗi ô trống thêm (chạy trực tiếp trên máy: 18 ô trống khoảng 40 ms, 20 ô khoảng 0,1–0,6 s, 22 ô một đến hai giây; tiến trình nền của trình duyệt chậm hơn khoảng 2,5 lần, dưới một giây cho tới khoảng 20 ô trống)."},
		}},
		{Key: "move_time_ms", Versions: []i18n.Source{
			{En: "Think this long and play (found, with the last completed depth or the tree so far); 0: no time per move (the depth or iterations decide).",
				Vi: "Suy nghĩ trong chừng này thời gian rồi đi (vẫn tính là tìm được nước đi, với độ sâu cuối cùng đã tìm xong hoặc cây dựng được đến lúc đó); 0: không giới hạn thời gian mỗi nước (độ sâu hoặc số lượt sẽ quyết định)."},
		}},
		{Key: "playout", Versions: []i18n.Source{
			{En: "Playout policy: uniform random moves, or roulette (moves drawn ∝ their Bradley–Terry strength; needs features).",
				Vi: "Chính sách mô phỏng: nước đi ngẫu nhiên đều (uniform), hoặc roulette (rút nước đi với xác suất ∝ độ mạnh Bradley–Terry của nó; cần có tập đặc trưng)."},
		}},
		{Key: "sqrt", Versions: []i18n.Source{
			{En: "Take the square root of K/(N+K) (Ikeda & Viennot); off: the linear K/(N+K) (the paper's formula is ambiguous).",
				Vi: "Lấy căn bậc hai của K/(N+K) (Ikeda và Viennot); tắt: dùng K/(N+K) tuyến tính (công thức trong bài báo có thể hiểu theo cả hai cách)."},
		}},
	},
	ParamLabels: []i18n.Label{
		{Name: "all_moves", Vi: "Giải mọi nước đi"},
		{Name: "c_bt", Vi: "C_BT"},
		{Name: "cutoff_moves", Vi: "Số nước trước khi lượng giá"},
		{Name: "endgame", Vi: "Giải cờ tàn"},
		{Name: "eval", Vi: "Hàm lượng giá"},
		{Name: "features", Vi: "Tập đặc trưng"},
		{Name: "finish_empties", Vi: "Số ô trống để giải tàn"},
		{Name: "k", Vi: "K"},
		{Name: "max_empties", Vi: "Số ô trống tối đa"},
		{Name: "move_time_ms", Vi: "Thời gian mỗi nước (ms)"},
		{Name: "playout", Vi: "Kiểu mô phỏng"},
		{Name: "sqrt", Vi: "Lấy căn bậc hai"},
	},
	OptionLabels: []i18n.Keyed{
		// Othello's evaluation ladder (eval), unlabelled in the registry: the
		// option itself is its English.
		{Key: "squares", Versions: []i18n.Source{{En: "squares", Vi: "bảng trọng số ô (squares)"}}},
		{Key: "mobility", Versions: []i18n.Source{{En: "mobility", Vi: "+ khả năng di chuyển (mobility)"}}},
		{Key: "corners", Versions: []i18n.Source{{En: "corners", Vi: "+ góc (corners)"}}},
		{Key: "frontier", Versions: []i18n.Source{{En: "frontier", Vi: "+ biên (frontier)"}}},
		{Key: "parity", Versions: []i18n.Source{{En: "parity", Vi: "+ tính chẵn lẻ (parity)"}}},
		{Key: "learned", Versions: []i18n.Source{{En: "learned", Vi: "học được (learned)"}}},
	},
}
