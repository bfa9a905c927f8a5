package i18n

// The Vietnamese of the registry's texts (registry.go), each beside the
// English it translates. Terms follow the courses' glossary; an
// algorithm's name keeps its English name or abbreviation beside the
// Vietnamese, as the students' reports write them ("Tìm kiếm theo chiều
// rộng (BFS)"). Wire values a person types or reads in a result
// (budget_exceeded, eval=learned, timeout_ms, option names) stay as they
// are. A text may have several English versions (an algorithm's help on
// two games, or the core's wording before and after a change, so the
// translation holds across a merge): each has its translation. A version
// the registry no longer has is never shown; remove it once every branch
// has the new wording.

// algorithmNames are the algorithms' names by registry id.
var algorithmNames = byKey(algorithmNamesTexts)

// algorithmNamesTexts are the translations algorithmNames is built from: a
// static table (see byKey).
var algorithmNamesTexts = []Keyed{
	{Key: "alphabeta", Versions: []source{
		{En: "Alpha-beta",
			Vi: "Minimax cắt tỉa Alpha-Beta (Alpha-beta)"},
	}},
	{Key: "ara", Versions: []source{
		{En: "Anytime repairing A* (ARA*)",
			Vi: "A* cải thiện dần (Anytime Repairing A*, ARA*)"},
	}},
	{Key: "astar", Versions: []source{
		{En: "A*",
			Vi: "Tìm kiếm A*"},
	}},
	{Key: "beam", Versions: []source{
		{En: "Local beam search",
			Vi: "Tìm kiếm chùm cục bộ (Local Beam Search)"},
	}},
	{Key: "bfs", Versions: []source{
		{En: "Breadth-first search",
			Vi: "Tìm kiếm theo chiều rộng (BFS)"},
	}},
	{Key: "bidirectional", Versions: []source{
		{En: "Bidirectional BFS",
			Vi: "Tìm kiếm theo chiều rộng hai hướng (Bidirectional BFS)"},
	}},
	{Key: "bulb", Versions: []source{
		{En: "Beam search with limited discrepancy backtracking (BULB)",
			Vi: "Tìm kiếm chùm quay lui theo độ lệch giới hạn (BULB)"},
	}},
	{Key: "dfs", Versions: []source{
		{En: "Depth-first search",
			Vi: "Tìm kiếm theo chiều sâu (DFS)"},
	}},
	{Key: "dls", Versions: []source{
		{En: "Depth-limited search",
			Vi: "Tìm kiếm giới hạn độ sâu (DLS)"},
	}},
	{Key: "genetic", Versions: []source{
		{En: "Genetic algorithm",
			Vi: "Giải thuật di truyền (GA)"},
	}},
	{Key: "greedy", Versions: []source{
		{En: "Greedy best-first search",
			Vi: "Tìm kiếm tham lam tốt nhất đầu tiên (Greedy)"},
	}},
	{Key: "hill-climbing", Versions: []source{
		{En: "Hill climbing",
			Vi: "Leo đồi (Hill Climbing)"},
	}},
	{Key: "idastar", Versions: []source{
		{En: "IDA*",
			Vi: "Tìm kiếm A* sâu dần (IDA*)"},
	}},
	{Key: "iddfs", Versions: []source{
		{En: "Iterative deepening DFS",
			Vi: "Tìm kiếm sâu dần (IDDFS)"},
	}},
	{Key: "mcts", Versions: []source{
		{En: "Monte Carlo tree search",
			Vi: "Tìm kiếm cây Monte Carlo (MCTS)"},
		{En: "Monte Carlo tree search (UCT)",
			Vi: "Tìm kiếm cây Monte Carlo (MCTS, UCT)"},
	}},
	{Key: "minimax", Versions: []source{
		{En: "Minimax",
			Vi: "Minimax"},
	}},
	{Key: "simulated-annealing", Versions: []source{
		{En: "Simulated annealing",
			Vi: "Mô phỏng luyện kim (Simulated Annealing)"},
	}},
	{Key: "ucs", Versions: []source{
		{En: "Uniform-cost search",
			Vi: "Tìm kiếm chi phí đều (UCS)"},
	}},
	{Key: "wastar", Versions: []source{
		{En: "Weighted A*",
			Vi: "A* có trọng số (Weighted A*)"},
	}},
}

// algorithmHelps are the algorithms' help lines by registry id.
var algorithmHelps = byKey(algorithmHelpsTexts)

// algorithmHelpsTexts are the translations algorithmHelps is built from: a
// static table (see byKey).
var algorithmHelpsTexts = []Keyed{
	{Key: "alphabeta", Versions: []source{
		{En: "Minimax with alpha-beta pruning (AIMA 4e §5.3), optional move ordering, transposition table and iterative deepening; same value as minimax with far fewer nodes. Complete and optimal to the end of the game.",
			Vi: "Minimax với cắt tỉa Alpha-Beta (AIMA 4e §5.3), tuỳ chọn sắp thứ tự nước đi, bảng chuyển vị và tìm kiếm sâu dần; cùng giá trị với Minimax nhưng ít nút hơn rất nhiều. Đầy đủ và tối ưu đến hết ván."},
		{En: "Negamax alpha-beta (AIMA 4e §5.3) with move ordering, transposition table and iterative deepening, and the exact solver at few empties. With the learned evaluation (the default: patterns of Buro's Logistello trained here from self-play, values in discs) it is a principal-variation search (NegaScout, Reinefeld 1983) ordering moves by a shallow search; with the evaluation ladder (Norvig's weighted squares, then mobility, corners, frontier and parity after Sannidhanam & Muthukaruppan 2004) the textbook alpha-beta. Complete and optimal when it searches to the end of the game. With max_nodes 0 its node budget is 2 billion: the depth, the endgame setting and the time budget guard it.",
			Vi: "Negamax cắt tỉa Alpha-Beta (AIMA 4e §5.3) với sắp thứ tự nước đi, bảng chuyển vị, tìm kiếm sâu dần, và bộ giải chính xác khi còn ít ô trống. Với hàm lượng giá học được (mặc định: các mẫu của chương trình Logistello của Buro, huấn luyện tại đây bằng tự đấu, giá trị tính theo số quân) thì đây là tìm kiếm biến chính (NegaScout, Reinefeld 1983), sắp thứ tự nước đi bằng một lượt tìm kiếm nông; với các bậc thang lượng giá (bảng trọng số ô của Norvig, rồi khả năng di chuyển, góc, biên và tính chẵn lẻ theo Sannidhanam và Muthukaruppan 2004) thì là Alpha-Beta như trong giáo trình. Đầy đủ và tối ưu khi tìm đến hết ván. Với max_nodes bằng 0, giới hạn số nút là 2 tỉ: độ sâu, thiết lập cờ tàn và giới hạn thời gian giữ cho nó không chạy quá lâu."},
	}},
	{Key: "ara", Versions: []source{
		{En: "Weighted A* searches with a falling weight that reuse each other's work (Likhachev, Gordon & Thrun 2003): a first solution fast, then better ones, each with the bound it proves, down to a proven optimal one; a budget that ends it returns the best so far.",
			Vi: "Chuỗi các lượt A* có trọng số với trọng số giảm dần, tận dụng lại công việc của nhau (Likhachev, Gordon và Thrun 2003): nhanh chóng có lời giải đầu tiên, rồi các lời giải tốt hơn, mỗi lời giải kèm cận mà nó chứng minh được, cho tới một lời giải được chứng minh là tối ưu; nếu hết giới hạn giữa chừng thì trả về lời giải tốt nhất đến lúc đó."},
	}},
	{Key: "astar", Versions: []source{
		{En: "Expands the state with the lowest path cost plus heuristic estimate; complete, and optimal with an admissible heuristic.",
			Vi: "Mở rộng trạng thái có tổng chi phí đường đi và ước lượng heuristic nhỏ nhất; đầy đủ, và tối ưu với heuristic chấp nhận được."},
	}},
	{Key: "beam", Versions: []source{
		{En: "Keeps the best k states by the heuristic at each step and never revisits a state; not complete (the beam may drop every path to the goal), not optimal.",
			Vi: "Ở mỗi bước giữ lại k trạng thái tốt nhất theo heuristic và không bao giờ thăm lại một trạng thái; không đầy đủ (chùm có thể bỏ mất mọi đường tới đích), không tối ưu."},
	}},
	{Key: "bfs", Versions: []source{
		{En: "Expands the shallowest states first (FIFO frontier, early goal test); complete, and optimal when every move costs the same.",
			Vi: "Mở rộng các trạng thái nông nhất trước (biên là hàng đợi FIFO, kiểm tra đích sớm); đầy đủ, và tối ưu khi mọi nước đi có cùng chi phí."},
	}},
	{Key: "bidirectional", Versions: []source{
		{En: "Breadth-first from the start and backwards from the goal until the two meet; complete, and optimal for unit move costs.",
			Vi: "Tìm kiếm theo chiều rộng đồng thời xuôi từ trạng thái ban đầu và ngược từ trạng thái đích cho đến khi hai phía gặp nhau; đầy đủ, và tối ưu khi mọi nước đi có chi phí 1."},
	}},
	{Key: "bulb", Versions: []source{
		{En: "Breadth-first beam search that backtracks to the next-best slice of states when a beam dies (Furcy & Koenig 2005), in little memory; after each solution it searches again with a beam twice as wide, keeping only states that can still do better, so long runs give shorter solutions (the bound it proves is length / h(start)).",
			Vi: "Tìm kiếm chùm theo chiều rộng, quay lui sang lát trạng thái tốt kế tiếp khi chùm bị tắc (Furcy và Koenig 2005), tốn ít bộ nhớ; sau mỗi lời giải lại tìm với chùm rộng gấp đôi, chỉ giữ các trạng thái còn có thể cho kết quả tốt hơn, nên chạy càng lâu lời giải càng ngắn (cận nó chứng minh được là độ dài / h(start))."},
	}},
	{Key: "dfs", Versions: []source{
		{En: "Follows one path as deep as it goes before backtracking (graph search with an explored set); complete on finite state spaces, not optimal.",
			Vi: "Đi theo một nhánh sâu hết mức rồi mới quay lui (tìm kiếm trên đồ thị, có tập đã duyệt); đầy đủ trên không gian trạng thái hữu hạn, không tối ưu."},
	}},
	{Key: "dls", Versions: []source{
		{En: "Depth-first tree search that stops at a fixed depth; finds a solution only if one lies within the limit (not complete), not optimal.",
			Vi: "Tìm kiếm theo chiều sâu trên cây, dừng ở một độ sâu cố định; chỉ tìm được lời giải nếu có lời giải nằm trong giới hạn đó (không đầy đủ), không tối ưu."},
	}},
	{Key: "genetic", Versions: []source{
		{En: "Evolves a population of move sequences by selection, crossover and mutation; fitness: relaxed distance to the exit of the best state reached, plus small penalties for moves that would fall and for immediate reversals. Not complete, not optimal.",
			Vi: "Tiến hoá một quần thể các chuỗi nước đi bằng chọn lọc, lai ghép và đột biến; độ thích nghi: khoảng cách nới lỏng từ trạng thái tốt nhất đạt được tới lối ra, cộng các điểm phạt nhỏ cho nước đi làm khối rơi và cho việc đi ngược lại ngay. Không đầy đủ, không tối ưu."},
		{En: "Evolves a population of move sequences by selection, crossover and mutation toward the lowest heuristic value reached; not complete, not optimal.",
			Vi: "Tiến hoá một quần thể các chuỗi nước đi bằng chọn lọc, lai ghép và đột biến, hướng tới giá trị heuristic thấp nhất đạt được; không đầy đủ, không tối ưu."},
	}},
	{Key: "greedy", Versions: []source{
		{En: "Always expands the state that looks closest to the goal by the heuristic alone; complete on finite state spaces, not optimal.",
			Vi: "Luôn mở rộng trạng thái trông có vẻ gần đích nhất, chỉ dựa vào heuristic; đầy đủ trên không gian trạng thái hữu hạn, không tối ưu."},
	}},
	{Key: "hill-climbing", Versions: []source{
		{En: "Steepest descent on the heuristic with sideways moves and random restarts; stops at local minima (not complete), not optimal.",
			Vi: "Đi theo hướng giảm mạnh nhất của heuristic, cho phép đi ngang và khởi động lại ngẫu nhiên; dừng ở cực tiểu cục bộ (không đầy đủ), không tối ưu."},
	}},
	{Key: "idastar", Versions: []source{
		{En: "Depth-first searches bounded by path cost plus heuristic, raising the bound each round; complete and optimal with an admissible heuristic, in memory linear in the depth.",
			Vi: "Các lượt tìm kiếm theo chiều sâu bị chặn bởi chi phí đường đi cộng heuristic, nâng ngưỡng sau mỗi vòng; đầy đủ và tối ưu với heuristic chấp nhận được, bộ nhớ tuyến tính theo độ sâu."},
	}},
	{Key: "iddfs", Versions: []source{
		{En: "Depth-limited searches with limits 0, 1, 2, …; complete, and optimal for unit move costs, in memory linear in the depth.",
			Vi: "Lần lượt tìm kiếm giới hạn độ sâu với giới hạn 0, 1, 2, …; đầy đủ, và tối ưu khi mọi nước đi có chi phí 1, với bộ nhớ tuyến tính theo độ sâu."},
	}},
	{Key: "mcts", Versions: []source{
		{En: "Grows a search tree by random playouts, selecting children by UCT on the playout rewards (reaching the exit, progress of the relaxed distance, splits and bridges); returns the first winning sequence found. Not complete within its budget, not optimal.",
			Vi: "Phát triển cây tìm kiếm bằng các lượt mô phỏng ngẫu nhiên, chọn nút con theo UCT dựa trên phần thưởng của các lượt mô phỏng (tới được lối ra, tiến độ theo khoảng cách nới lỏng, tách khối và cầu); trả về chuỗi nước đi thắng đầu tiên tìm được. Không đầy đủ trong giới hạn cho phép, không tối ưu."},
		{En: "UCT with random playouts (Kocsis & Szepesvári 2006), optionally MCTS-Solver proving wins and losses; value is the estimate of the recommended move unless proven. Not complete within its budget, not optimal.",
			Vi: "UCT với các lượt mô phỏng ngẫu nhiên (Kocsis và Szepesvári 2006), tuỳ chọn MCTS-Solver để chứng minh thắng thua; giá trị là ước lượng của nước đi được đề xuất, trừ khi đã được chứng minh. Không đầy đủ trong giới hạn cho phép, không tối ưu."},
		{En: "Grows a search tree by random walks along the arcs (playouts), selecting children by UCT on the playout rewards (reaching a goal, and coming closer to one by the heuristic); returns the first path to a goal found, detours included. Not complete within its budget, not optimal.",
			Vi: "Phát triển cây tìm kiếm bằng các bước đi ngẫu nhiên dọc theo các cung (lượt mô phỏng), chọn nút con theo UCT dựa trên phần thưởng của các lượt mô phỏng (tới được đích, và tiến gần đích hơn theo heuristic); trả về đường đi tới đích đầu tiên tìm được, kể cả các đoạn vòng. Không đầy đủ trong giới hạn cho phép, không tối ưu."},
	}},
	{Key: "minimax", Versions: []source{
		{En: "Negamax over the whole game tree, every child of every node (AIMA 4e §5.2); with tt each position is searched once up to heap order. Complete and optimal (exact value, a winning move) to the end of the game.",
			Vi: "Negamax trên toàn bộ cây trò chơi, xét mọi nút con của mọi nút (AIMA 4e §5.2); khi bật tt, mỗi thế cờ chỉ được tìm một lần (không phân biệt thứ tự các đống). Đầy đủ và tối ưu (giá trị chính xác, một nước đi thắng) đến hết ván."},
	}},
	{Key: "simulated-annealing", Versions: []source{
		{En: "Random moves, accepting worse ones with a probability that falls as the temperature cools; not complete, not optimal.",
			Vi: "Đi ngẫu nhiên, chấp nhận cả nước đi tệ hơn với xác suất giảm dần khi nhiệt độ nguội đi; không đầy đủ, không tối ưu."},
	}},
	{Key: "ucs", Versions: []source{
		{En: "Expands the cheapest path first (Dijkstra's algorithm); complete and optimal.",
			Vi: "Mở rộng đường đi có chi phí thấp nhất trước (thuật toán Dijkstra); đầy đủ và tối ưu."},
	}},
	{Key: "wastar", Versions: []source{
		{En: "A* with the heuristic weighted by w ≥ 1 (Pohl 1970): far fewer states than A* on hard boards, and a solution at most w times the optimal length (the bound it proves is reported).",
			Vi: "A* với heuristic nhân trọng số w ≥ 1 (Pohl 1970): trên các bàn khó, số trạng thái ít hơn A* rất nhiều, và lời giải dài không quá w lần độ dài tối ưu (cận mà nó chứng minh được cũng được báo cáo)."},
	}},
}

// families are the algorithm picker's groups.
var families = byKey(familiesTexts)

// familiesTexts are the translations families is built from: a
// static table (see byKey).
var familiesTexts = []Keyed{
	{Key: "adversarial", Versions: []source{
		{En: "adversarial",
			Vi: "Tìm kiếm đối kháng"},
	}},
	{Key: "informed", Versions: []source{
		{En: "informed",
			Vi: "Tìm kiếm có thông tin (heuristic)"},
	}},
	{Key: "local", Versions: []source{
		{En: "local",
			Vi: "Tìm kiếm cục bộ"},
	}},
	{Key: "mcts", Versions: []source{
		{En: "mcts",
			Vi: "Tìm kiếm cây Monte Carlo (MCTS)"},
	}},
	{Key: "uninformed", Versions: []source{
		{En: "uninformed",
			Vi: "Tìm kiếm mù (không có thông tin)"},
	}},
}

// paramHelps are the parameters' help by name (each English version a parameter has on some algorithm or game).
var paramHelps = byKey(paramHelpsTexts)

// paramHelpsTexts are the translations paramHelps is built from: a
// static table (see byKey).
var paramHelpsTexts = []Keyed{
	{Key: "avoid_recent", Versions: []source{
		{En: "Simulations avoid repeating any of the last k moves (0: off).",
			Vi: "Khi mô phỏng, tránh lặp lại bất kỳ nước nào trong k nước đi gần nhất (0: tắt)."},
		{En: "Walks avoid repeating any of the last k moves (0: off).",
			Vi: "Các bước đi ngẫu nhiên tránh lặp lại bất kỳ nước nào trong k nước gần nhất (0: tắt)."},
	}},
	{Key: "c", Versions: []source{
		{En: "UCB1 exploration constant on rewards in [0, 1] (√2 ≈ 1.414 is UCB1's; 0: greedy).",
			Vi: "Hằng số khám phá của UCB1, với phần thưởng trong [0, 1] (√2 ≈ 1,414 là giá trị của UCB1; 0: tham lam)."},
		{En: "UCB1 exploration constant on rewards in [0, 1].",
			Vi: "Hằng số khám phá của UCB1, với phần thưởng trong [0, 1]."},
		{En: "UCT exploration constant (0: greedy).",
			Vi: "Hằng số khám phá của UCT (0: tham lam)."},
		{En: "UCT exploration constant C on rewards in [0, 1] (the paper: 0.85).",
			Vi: "Hằng số khám phá C của UCT, với phần thưởng trong [0, 1] (bài báo dùng 0,85)."},
	}},
	{Key: "candidates", Versions: []source{
		{En: "Also report every legal root move with its value (minimax/alpha-beta: a search of each child; MCTS: visits and mean reward; oracle: the theory's value). Costs up to one extra search per move.",
			Vi: "Báo cáo thêm mọi nước đi hợp lệ ở gốc cùng giá trị của nó (Minimax/Alpha-Beta: tìm kiếm trên từng nút con; MCTS: số lượt thăm và phần thưởng trung bình; oracle: giá trị theo lý thuyết). Tốn thêm tối đa một lần tìm kiếm cho mỗi nước đi."},
		{En: "Also report every root move with the value of the same search (depth − 1) on the child; costs up to one extra search per move.",
			Vi: "Báo cáo thêm mọi nước đi ở gốc cùng giá trị mà chính phép tìm kiếm này (độ sâu − 1) cho trên nút con; tốn thêm tối đa một lần tìm kiếm cho mỗi nước đi."},
	}},
	{Key: "cooling", Versions: []source{
		{En: "Cooling factor of the exponential schedule (0.5 to 0.999999).",
			Vi: "Hệ số làm nguội của lịch làm nguội dạng mũ (từ 0,5 đến 0,999999)."},
	}},
	{Key: "crossover", Versions: []source{
		{En: "Probability that a child is bred by crossover rather than copied.",
			Vi: "Xác suất một cá thể con được sinh ra bằng lai ghép thay vì sao chép."},
	}},
	{Key: "crossover_kind", Versions: []source{
		{En: "How two parents are recombined.",
			Vi: "Cách lai ghép hai cá thể cha mẹ."},
	}},
	{Key: "d", Versions: []source{
		{En: "SP-MCTS's deviation constant.",
			Vi: "Hằng số độ lệch của SP-MCTS."},
	}},
	{Key: "deepening", Versions: []source{
		{En: "Iterative deepening, depth 1, 2, 3, … (off by default: Nim has no evaluation, so shallow iterations score 0 and only add work — 7 6 8 5 9 5 takes about 1.65 M nodes instead of 35 k).",
			Vi: "Tìm kiếm sâu dần, độ sâu 1, 2, 3, … (mặc định tắt: Nim không có hàm lượng giá, nên các vòng nông đều cho điểm 0 và chỉ tốn thêm công — thế 7 6 8 5 9 5 mất khoảng 1,65 triệu nút thay vì 35 nghìn)."},
		{En: "Iterative deepening, depth 1, 2, 3, …: a time budget still leaves the last completed depth's move.",
			Vi: "Tìm kiếm sâu dần, độ sâu 1, 2, 3, …: khi hết giới hạn thời gian vẫn còn nước đi của độ sâu cuối cùng đã tìm xong."},
	}},
	{Key: "depth", Versions: []source{
		{En: "Search this many plies (0: to the end of the game). At the horizon a position scores 0 (unknown), so a shallow search may prove nothing.",
			Vi: "Tìm kiếm đến chừng này lớp (ply) (0: đến hết ván). Ở đường chân trời, một thế cờ được cho điểm 0 (chưa biết), nên tìm kiếm nông có thể không chứng minh được gì."},
		{En: "Search this many plies (a pass counts; 0: to the end of the game).",
			Vi: "Tìm kiếm đến chừng này lớp (ply) (một lượt bỏ qua cũng được tính; 0: đến hết ván)."},
	}},
	{Key: "depth_factor", Versions: []source{
		{En: "Stop (cutoff) once the beam is this many times the heuristic's estimate of the start deep: a beam that has wandered that far only returns paths many times too long (0: no limit).",
			Vi: "Dừng (cutoff) khi chùm đã sâu gấp chừng này lần ước lượng heuristic của trạng thái ban đầu: một chùm đã đi lạc xa như vậy chỉ còn trả về những đường đi dài gấp nhiều lần (0: không giới hạn)."},
	}},
	{Key: "depth_limit", Versions: []source{
		{En: "Depth beyond which states are not expanded.",
			Vi: "Độ sâu mà vượt quá đó các trạng thái không được mở rộng."},
	}},
	{Key: "elitism", Versions: []source{
		{En: "Best individuals copied unchanged into the next generation (below population).",
			Vi: "Số cá thể tốt nhất được giữ nguyên sang thế hệ sau (nhỏ hơn kích thước quần thể)."},
	}},
	{Key: "generations", Versions: []source{
		{En: "Generation limit (budget_exceeded when reached).",
			Vi: "Số thế hệ tối đa (budget_exceeded khi đạt tới)."},
	}},
	{Key: "heuristic", Versions: []source{
		{En: "Heuristic estimate of the moves left (all admissible; auto, the default, is manhattan up to 16 cells, pdb on 5×5 boards with the blank last or first, linear-conflict otherwise): manhattan distance, misplaced tiles, manhattan plus linear conflicts, walking distance (boards up to 4×4), the larger of the last two, or additive pattern databases (pdb, boards up to 25 cells, built once per goal; not consistent, so A* may reopen states).",
			Vi: "Ước lượng heuristic của số nước đi còn lại (đều chấp nhận được; tự động (auto), giá trị mặc định, là manhattan với bàn đến 16 ô, pdb với bàn 5×5 có ô trống ở cuối hoặc ở đầu, còn lại là linear-conflict): khoảng cách Manhattan, số ô sai vị trí, khoảng cách Manhattan cộng xung đột tuyến tính, khoảng cách đi bộ (walking distance, bàn đến 4×4), giá trị lớn hơn của hai hàm vừa kể, hoặc cơ sở dữ liệu mẫu cộng được (pdb, bàn đến 25 ô, dựng một lần cho mỗi trạng thái đích; không nhất quán, nên A* có thể phải mở lại trạng thái)."},
		{En: "Heuristic estimate of the cost to the nearest goal: the given h values of the nodes (admissible only if the author made them so), the straight-line distance between positions (admissible when every cost is at least the distance it spans), or zero.",
			Vi: "Ước lượng heuristic của chi phí tới đích gần nhất: giá trị h cho sẵn của các nút (chỉ chấp nhận được nếu người soạn đồ thị đảm bảo điều đó), khoảng cách đường thẳng giữa các vị trí (chấp nhận được khi chi phí mỗi cạnh ít nhất bằng khoảng cách mà cạnh đó nối), hoặc bằng 0."},
		{En: "Heuristic estimate of the moves left (all admissible; when none is given, manhattan up to 16 cells, pdb on 5×5 boards with the blank last or first, linear-conflict otherwise): manhattan distance, misplaced tiles, manhattan plus linear conflicts, walking distance (boards up to 4×4), the larger of the last two, or additive pattern databases (pdb, boards up to 25 cells, built once per goal; not consistent, so A* may reopen states).",
			Vi: "Ước lượng heuristic của số nước đi còn lại (đều chấp nhận được; khi không chọn: manhattan với bàn đến 16 ô, pdb với bàn 5×5 có ô trống ở cuối hoặc ở đầu, còn lại là linear-conflict): khoảng cách Manhattan, số ô sai vị trí, khoảng cách Manhattan cộng xung đột tuyến tính, khoảng cách đi bộ (walking distance, bàn đến 4×4), giá trị lớn hơn của hai hàm vừa kể, hoặc cơ sở dữ liệu mẫu cộng được (pdb, bàn đến 25 ô, dựng một lần cho mỗi trạng thái đích; không nhất quán, nên A* có thể phải mở lại trạng thái)."},
	}},
	{Key: "iterations", Versions: []source{
		{En: "Playout budget (budget_exceeded when it runs out).",
			Vi: "Giới hạn số lượt mô phỏng (budget_exceeded khi dùng hết)."},
		{En: "Playout budget (the search ends found when it is spent, with its estimate).",
			Vi: "Giới hạn số lượt mô phỏng (khi dùng hết, tìm kiếm kết thúc với kết quả found kèm giá trị ước lượng)."},
		{En: "Playouts per search (the search ends found when they are spent, with its estimate); timeout_ms also stops it.",
			Vi: "Số lượt mô phỏng cho mỗi lần tìm kiếm (khi dùng hết, tìm kiếm kết thúc với kết quả found kèm giá trị ước lượng); timeout_ms cũng dừng được nó."},
		{En: "Playouts per search.",
			Vi: "Số lượt mô phỏng cho mỗi lần tìm kiếm."},
	}},
	{Key: "length", Versions: []source{
		{En: "Moves per chromosome (at least the solution's length).",
			Vi: "Số nước đi trong mỗi nhiễm sắc thể (ít nhất bằng độ dài lời giải)."},
		{En: "Moves per chromosome.",
			Vi: "Số nước đi trong mỗi nhiễm sắc thể."},
	}},
	{Key: "max_depth", Versions: []source{
		{En: "Do not expand states deeper than this (0: no limit).",
			Vi: "Không mở rộng các trạng thái sâu hơn mức này (0: không giới hạn)."},
		{En: "Largest depth limit tried (0: no cap; the node budget still applies).",
			Vi: "Giới hạn độ sâu lớn nhất được thử (0: không chặn; giới hạn số nút vẫn áp dụng)."},
	}},
	{Key: "min_temperature", Versions: []source{
		{En: "The search stops (not_found) once the temperature falls below this; must be below t0.",
			Vi: "Tìm kiếm dừng (not_found) khi nhiệt độ giảm xuống dưới mức này; phải nhỏ hơn t0."},
	}},
	{Key: "mutation", Versions: []source{
		{En: "Probability that a gene is replaced at random.",
			Vi: "Xác suất một gen bị thay ngẫu nhiên (đột biến)."},
	}},
	{Key: "ordering", Versions: []source{
		{En: "Search the table's best move first, then by the children's evaluation, then the history heuristic.",
			Vi: "Xét trước nước đi tốt nhất trong bảng chuyển vị, sau đó theo giá trị lượng giá của các nút con, rồi theo heuristic lịch sử (history heuristic)."},
		{En: "Search the table's best move first, then by the history heuristic.",
			Vi: "Xét trước nước đi tốt nhất trong bảng chuyển vị, sau đó theo heuristic lịch sử (history heuristic)."},
	}},
	{Key: "population", Versions: []source{
		{En: "Individuals per generation.",
			Vi: "Số cá thể trong mỗi thế hệ."},
	}},
	{Key: "restart_walk", Versions: []source{
		{En: "Random moves from the start at the beginning of each restart.",
			Vi: "Số nước đi ngẫu nhiên từ trạng thái ban đầu khi bắt đầu mỗi lần khởi động lại."},
	}},
	{Key: "restarts", Versions: []source{
		{En: "Restarts after getting stuck.",
			Vi: "Số lần khởi động lại sau khi bị kẹt."},
	}},
	{Key: "schedule", Versions: []source{
		{En: "Cooling schedule: T0·cooling^t, linear to 0 at the step limit, or T0/ln(t+2).",
			Vi: "Lịch làm nguội: T0·cooling^t, giảm tuyến tính về 0 tại giới hạn số bước, hoặc T0/ln(t+2)."},
	}},
	{Key: "selection", Versions: []source{
		{En: "Exploit the mean or the maximum reward of a child.",
			Vi: "Khai thác phần thưởng trung bình hay phần thưởng lớn nhất của một nút con."},
	}},
	{Key: "sideways", Versions: []source{
		{En: "Consecutive sideways moves allowed on a plateau.",
			Vi: "Số nước đi ngang liên tiếp được phép trên vùng bằng phẳng (plateau)."},
	}},
	{Key: "sim_depth", Versions: []source{
		{En: "Moves per simulation.",
			Vi: "Số nước đi trong mỗi lượt mô phỏng."},
		{En: "Arcs followed per random walk (simulation).",
			Vi: "Số cung đi theo trong mỗi bước đi ngẫu nhiên (mô phỏng)."},
	}},
	{Key: "solver", Versions: []source{
		{En: "MCTS-Solver: propagate proven wins and losses (off: plain UCT as in the paper).",
			Vi: "MCTS-Solver: lan truyền các thế thắng, thua đã được chứng minh (tắt: UCT thuần như trong bài báo)."},
		{En: "MCTS-Solver: propagate proven wins and losses and stop once the root is proven.",
			Vi: "MCTS-Solver: lan truyền các thế thắng, thua đã được chứng minh và dừng khi gốc đã được chứng minh."},
	}},
	{Key: "spmcts", Versions: []source{
		{En: "Add SP-MCTS's deviation term (Schadd et al. 2008) to the selection value.",
			Vi: "Cộng số hạng độ lệch của SP-MCTS (Schadd và cộng sự, 2008) vào giá trị dùng để chọn nút."},
	}},
	{Key: "stagnation", Versions: []source{
		{En: "Stop (not_found) after this many generations without improvement (0: never).",
			Vi: "Dừng (not_found) sau chừng này thế hệ không cải thiện (0: không bao giờ)."},
	}},
	{Key: "step", Versions: []source{
		{En: "How much the weight falls after each round (never below 1).",
			Vi: "Mức giảm của trọng số sau mỗi vòng (trọng số không bao giờ xuống dưới 1)."},
	}},
	{Key: "steps", Versions: []source{
		{En: "Step limit (budget_exceeded when reached).",
			Vi: "Giới hạn số bước (budget_exceeded khi đạt tới)."},
	}},
	{Key: "t0", Versions: []source{
		{En: "Initial temperature.",
			Vi: "Nhiệt độ ban đầu."},
	}},
	{Key: "threshold", Versions: []source{
		{En: "With selection max: once a child's best reward reaches this, stop exploring there (0: off).",
			Vi: "Khi selection là max: một khi phần thưởng tốt nhất của một nút con đạt mức này thì thôi khám phá ở đó (0: tắt)."},
	}},
	{Key: "tournament", Versions: []source{
		{En: "Individuals drawn per tournament selection.",
			Vi: "Số cá thể được rút ra trong mỗi lần chọn lọc kiểu đấu loại (tournament)."},
	}},
	{Key: "transpositions", Versions: []source{
		{En: "Remember each state's smallest path cost in the current round and skip it when reached again no cheaper (Reinefeld & Marsland 1994): still optimal, far fewer nodes on games with many short cycles, memory proportional to the states visited.",
			Vi: "Ghi nhớ chi phí đường đi nhỏ nhất của mỗi trạng thái trong vòng hiện tại và bỏ qua khi gặp lại nó mà không rẻ hơn (Reinefeld và Marsland 1994): vẫn tối ưu, ít nút hơn hẳn với các trò có nhiều chu trình ngắn, bộ nhớ tỉ lệ với số trạng thái đã thăm."},
	}},
	{Key: "tt", Versions: []source{
		{En: "Memoise values by position up to heap order (a search of the game graph); off: the full game tree, which only small positions afford.",
			Vi: "Ghi nhớ giá trị theo thế cờ, không phân biệt thứ tự các đống (tức là tìm kiếm trên đồ thị trò chơi); tắt: duyệt toàn bộ cây trò chơi, chỉ khả thi với thế cờ nhỏ."},
		{En: "Transposition table (value, bound, depth, best move per position).",
			Vi: "Bảng chuyển vị (giá trị, cận, độ sâu, nước đi tốt nhất của mỗi thế cờ)."},
		{En: "Transposition table keyed by the position up to heap order (value, bound, depth, best move).",
			Vi: "Bảng chuyển vị có khoá là thế cờ, không phân biệt thứ tự các đống (giá trị, cận, độ sâu, nước đi tốt nhất)."},
		{En: "Transposition table of proven bounds (up to 524 288 positions, about 24 MB): about half the nodes at 16–20 empties.",
			Vi: "Bảng chuyển vị lưu các cận đã chứng minh (tối đa 524 288 thế cờ, khoảng 24 MB): giảm khoảng một nửa số nút khi còn 16–20 ô trống."},
		{En: "Transposition table of proven bounds for positions of 8 empties or more (2^(n−7) entries for n empties, 256 KB–1 MB at 20–22, at most 32 MB, and 512 KB for those of 8–10 empties): about 40% fewer nodes on FFO #1–19.",
			Vi: "Bảng chuyển vị lưu các cận đã chứng minh cho các thế cờ từ 8 ô trống trở lên (2^(n−7) mục với n ô trống, 256 KB–1 MB ở 20–22 ô, tối đa 32 MB, và 512 KB cho các thế cờ 8–10 ô trống): ít hơn khoảng 40% số nút trên FFO #1–19."},
	}},
	{Key: "unique_states", Versions: []source{
		{En: "Keep each state at most once in the tree (an exhausted tree then proves there is no solution).",
			Vi: "Giữ mỗi trạng thái nhiều nhất một lần trong cây (khi đó, một cây đã duyệt hết chứng minh rằng không có lời giải)."},
		{En: "Keep each node at most once in the tree (an exhausted tree then proves no goal can be reached).",
			Vi: "Giữ mỗi nút nhiều nhất một lần trong cây (khi đó, một cây đã duyệt hết chứng minh rằng không tới được đích nào)."},
	}},
	{Key: "w_goal", Versions: []source{
		{En: "Reward for reaching the exit.",
			Vi: "Phần thưởng khi tới được lối ra."},
		{En: "Reward for reaching a goal.",
			Vi: "Phần thưởng khi tới được đích."},
	}},
	{Key: "w_progress", Versions: []source{
		{En: "Reward weight of the progress 1 − h_min/h_start of the relaxed distance.",
			Vi: "Trọng số phần thưởng cho tiến độ 1 − h_min/h_start của khoảng cách nới lỏng."},
		{En: "Reward weight of the progress 1 − h_min/h_start of the heuristic along the walk.",
			Vi: "Trọng số phần thưởng cho tiến độ 1 − h_min/h_start của heuristic dọc theo bước đi."},
	}},
	{Key: "weight", Versions: []source{
		{En: "Weight of the first round (1: A*).",
			Vi: "Trọng số của vòng đầu tiên (1: A*)."},
		{En: "Weight w of the heuristic (1: A*); the solution costs at most w times the optimum.",
			Vi: "Trọng số w của heuristic (1: A*); lời giải có chi phí không quá w lần chi phí tối ưu."},
	}},
	{Key: "widen", Versions: []source{
		{En: "After each solution, and after a probe that failed, search again with the beam twice as wide (as far as the memory budget allows); off: keep the width and only backtrack.",
			Vi: "Sau mỗi lời giải, và sau một lần dò thất bại, tìm lại với chùm rộng gấp đôi (trong phạm vi giới hạn bộ nhớ cho phép); tắt: giữ nguyên độ rộng và chỉ quay lui."},
	}},
	{Key: "width", Versions: []source{
		{En: "Beam width k: states kept per step.",
			Vi: "Độ rộng chùm k: số trạng thái giữ lại ở mỗi bước."},
		{En: "Beam width of the first probe: states kept per level.",
			Vi: "Độ rộng chùm của lần dò đầu tiên: số trạng thái giữ lại ở mỗi mức."},
	}},
	{Key: "tree_search", Versions: []source{
		{En: "Tree search: keep no reached set, so a state reached along several paths is held and expanded once per path and states repeat (AIMA's tree-like search); budgets stop it. Breadth-first tree search stays complete (finite branching) and finds the fewest moves, with more nodes.",
			Vi: "Tìm kiếm dạng cây: không giữ tập đã duyệt, nên một trạng thái tới được theo nhiều đường sẽ được giữ và mở rộng một lần cho mỗi đường, và các trạng thái lặp lại (tìm kiếm dạng cây của AIMA); các giới hạn sẽ dừng nó. Tìm kiếm theo chiều rộng dạng cây vẫn đầy đủ (khi hệ số phân nhánh hữu hạn) và tìm ra lời giải ít nước đi nhất, nhưng tốn nhiều nút hơn."},
		{En: "Tree search: keep no reached set, so a state reached along several paths is held and expanded once per path and states repeat (AIMA's tree-like search); budgets stop it. Depth-first tree search is not complete: on a cycle it goes round until a budget stops it (a max depth makes it depth-limited search).",
			Vi: "Tìm kiếm dạng cây: không giữ tập đã duyệt, nên một trạng thái tới được theo nhiều đường sẽ được giữ và mở rộng một lần cho mỗi đường, và các trạng thái lặp lại (tìm kiếm dạng cây của AIMA); các giới hạn sẽ dừng nó. Tìm kiếm theo chiều sâu dạng cây không đầy đủ: gặp chu trình nó cứ đi vòng cho tới khi một giới hạn dừng nó lại (đặt độ sâu tối đa sẽ biến nó thành tìm kiếm giới hạn độ sâu)."},
		{En: "Tree search: keep no reached set, so a state reached along several paths is held and expanded once per path and states repeat (AIMA's tree-like search); budgets stop it. Uniform-cost tree search stays complete and optimal when every move costs more than zero, with more nodes.",
			Vi: "Tìm kiếm dạng cây: không giữ tập đã duyệt, nên một trạng thái tới được theo nhiều đường sẽ được giữ và mở rộng một lần cho mỗi đường, và các trạng thái lặp lại (tìm kiếm dạng cây của AIMA); các giới hạn sẽ dừng nó. Tìm kiếm chi phí đều dạng cây vẫn đầy đủ và tối ưu khi mọi nước đi có chi phí lớn hơn 0, nhưng tốn nhiều nút hơn."},
		{En: "Tree search: keep no reached set, so a state reached along several paths is held and expanded once per path and states repeat (AIMA's tree-like search); budgets stop it. Greedy tree search is not complete: it can bounce between states that look close to the goal until a budget stops it.",
			Vi: "Tìm kiếm dạng cây: không giữ tập đã duyệt, nên một trạng thái tới được theo nhiều đường sẽ được giữ và mở rộng một lần cho mỗi đường, và các trạng thái lặp lại (tìm kiếm dạng cây của AIMA); các giới hạn sẽ dừng nó. Tìm kiếm tham lam dạng cây không đầy đủ: nó có thể nhảy qua lại giữa các trạng thái trông có vẻ gần đích cho tới khi một giới hạn dừng nó lại."},
		{En: "Tree search: keep no reached set, so a state reached along several paths is held and expanded once per path and states repeat (AIMA's tree-like search); budgets stop it. A* tree search stays optimal with an admissible heuristic (consistent or not), with more nodes.",
			Vi: "Tìm kiếm dạng cây: không giữ tập đã duyệt, nên một trạng thái tới được theo nhiều đường sẽ được giữ và mở rộng một lần cho mỗi đường, và các trạng thái lặp lại (tìm kiếm dạng cây của AIMA); các giới hạn sẽ dừng nó. Tìm kiếm A* dạng cây vẫn tối ưu với heuristic chấp nhận được (nhất quán hay không), nhưng tốn nhiều nút hơn."},
	}},
}

// optionLabels are enum options' labels by option.
var optionLabels = map[string][]source{}

// paramLabels are the parameters' labels by name (the English label is
// derived from the name: components.ParamLabel).
var paramLabels = map[string]string{
	"tree_search":     "Tìm kiếm dạng cây",
	"avoid_recent":    "Tránh nước gần đây",
	"c":               "C",
	"candidates":      "Các nước ứng viên",
	"cooling":         "Hệ số làm nguội",
	"crossover":       "Xác suất lai ghép",
	"crossover_kind":  "Kiểu lai ghép",
	"d":               "D",
	"deepening":       "Tìm kiếm sâu dần",
	"depth":           "Độ sâu",
	"depth_factor":    "Hệ số độ sâu",
	"depth_limit":     "Giới hạn độ sâu",
	"elitism":         "Số cá thể ưu tú",
	"generations":     "Số thế hệ",
	"heuristic":       "Heuristic",
	"iterations":      "Số lượt lặp",
	"length":          "Độ dài",
	"max_depth":       "Độ sâu tối đa",
	"min_temperature": "Nhiệt độ tối thiểu",
	"mutation":        "Xác suất đột biến",
	"ordering":        "Sắp thứ tự nước đi",
	"population":      "Kích thước quần thể",
	"restart_walk":    "Số bước ngẫu nhiên khi khởi động lại",
	"restarts":        "Số lần khởi động lại",
	"schedule":        "Lịch làm nguội",
	"selection":       "Cách chọn",
	"sideways":        "Số nước đi ngang",
	"sim_depth":       "Độ sâu mô phỏng",
	"solver":          "MCTS-Solver",
	"spmcts":          "SP-MCTS",
	"stagnation":      "Số thế hệ trì trệ",
	"step":            "Bước giảm trọng số",
	"steps":           "Số bước",
	"t0":              "T0 (nhiệt độ ban đầu)",
	"threshold":       "Ngưỡng",
	"tournament":      "Cỡ đấu loại",
	"transpositions":  "Ghi nhớ chuyển vị",
	"tt":              "Bảng chuyển vị",
	"unique_states":   "Không lặp trạng thái",
	"w_goal":          "Thưởng tới đích",
	"w_progress":      "Thưởng tiến độ",
	"weight":          "Trọng số",
	"widen":           "Nới rộng chùm",
	"width":           "Độ rộng chùm",
}
