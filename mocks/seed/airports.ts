import type { LocalizedText } from "../lang";

/**
 * Airports the simulator knows. Coordinates drive flight durations (great-circle distance) and
 * the IANA time zone drives local departure/arrival times. Names follow local usage:
 * Simplified Chinese as used on the mainland, Traditional Chinese as used in Hong Kong
 * (e.g. 悉尼 / 三藩市 / 杜拜 / 希斯路).
 */
export interface SeedAirport {
  code: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  countryCode: string;
  name: LocalizedText;
  cityName: LocalizedText;
}

type Row = [code: string, lat: number, lon: number, tz: string, cc: string, name: [string, string, string], city: [string, string, string]];

const ROWS: Row[] = [
  // Greater China
  ["HKG", 22.308, 113.9185, "Asia/Hong_Kong", "HK", ["Hong Kong International Airport", "香港国际机场", "香港國際機場"], ["Hong Kong", "香港", "香港"]],
  ["MFM", 22.1496, 113.5916, "Asia/Macau", "MO", ["Macau International Airport", "澳门国际机场", "澳門國際機場"], ["Macau", "澳门", "澳門"]],
  ["PEK", 40.0801, 116.5846, "Asia/Shanghai", "CN", ["Beijing Capital International Airport", "北京首都国际机场", "北京首都國際機場"], ["Beijing", "北京", "北京"]],
  ["PKX", 39.5098, 116.4105, "Asia/Shanghai", "CN", ["Beijing Daxing International Airport", "北京大兴国际机场", "北京大興國際機場"], ["Beijing", "北京", "北京"]],
  ["PVG", 31.1443, 121.8083, "Asia/Shanghai", "CN", ["Shanghai Pudong International Airport", "上海浦东国际机场", "上海浦東國際機場"], ["Shanghai", "上海", "上海"]],
  ["SHA", 31.1979, 121.3363, "Asia/Shanghai", "CN", ["Shanghai Hongqiao International Airport", "上海虹桥国际机场", "上海虹橋國際機場"], ["Shanghai", "上海", "上海"]],
  ["CAN", 23.3924, 113.2988, "Asia/Shanghai", "CN", ["Guangzhou Baiyun International Airport", "广州白云国际机场", "廣州白雲國際機場"], ["Guangzhou", "广州", "廣州"]],
  ["SZX", 22.6393, 113.8107, "Asia/Shanghai", "CN", ["Shenzhen Bao'an International Airport", "深圳宝安国际机场", "深圳寶安國際機場"], ["Shenzhen", "深圳", "深圳"]],
  ["CTU", 30.5785, 103.9471, "Asia/Shanghai", "CN", ["Chengdu Shuangliu International Airport", "成都双流国际机场", "成都雙流國際機場"], ["Chengdu", "成都", "成都"]],
  ["XMN", 24.544, 118.1277, "Asia/Shanghai", "CN", ["Xiamen Gaoqi International Airport", "厦门高崎国际机场", "廈門高崎國際機場"], ["Xiamen", "厦门", "廈門"]],
  ["HGH", 30.2295, 120.4344, "Asia/Shanghai", "CN", ["Hangzhou Xiaoshan International Airport", "杭州萧山国际机场", "杭州蕭山國際機場"], ["Hangzhou", "杭州", "杭州"]],
  ["KMG", 25.1019, 102.9292, "Asia/Shanghai", "CN", ["Kunming Changshui International Airport", "昆明长水国际机场", "昆明長水國際機場"], ["Kunming", "昆明", "昆明"]],
  ["XIY", 34.4471, 108.7516, "Asia/Shanghai", "CN", ["Xi'an Xianyang International Airport", "西安咸阳国际机场", "西安咸陽國際機場"], ["Xi'an", "西安", "西安"]],
  ["TPE", 25.0777, 121.2328, "Asia/Taipei", "TW", ["Taiwan Taoyuan International Airport", "台湾桃园国际机场", "臺灣桃園國際機場"], ["Taipei", "台北", "台北"]],
  ["TSA", 25.0694, 121.5525, "Asia/Taipei", "TW", ["Taipei Songshan Airport", "台北松山机场", "台北松山機場"], ["Taipei", "台北", "台北"]],
  ["KHH", 22.5771, 120.35, "Asia/Taipei", "TW", ["Kaohsiung International Airport", "高雄国际机场", "高雄國際機場"], ["Kaohsiung", "高雄", "高雄"]],
  // Japan and Korea
  ["NRT", 35.772, 140.3929, "Asia/Tokyo", "JP", ["Narita International Airport", "成田国际机场", "成田國際機場"], ["Tokyo", "东京", "東京"]],
  ["HND", 35.5494, 139.7798, "Asia/Tokyo", "JP", ["Tokyo Haneda Airport", "东京羽田机场", "東京羽田機場"], ["Tokyo", "东京", "東京"]],
  ["KIX", 34.432, 135.2304, "Asia/Tokyo", "JP", ["Kansai International Airport", "关西国际机场", "關西國際機場"], ["Osaka", "大阪", "大阪"]],
  ["NGO", 34.8584, 136.8054, "Asia/Tokyo", "JP", ["Chubu Centrair International Airport", "中部国际机场", "中部國際機場"], ["Nagoya", "名古屋", "名古屋"]],
  ["FUK", 33.5859, 130.4511, "Asia/Tokyo", "JP", ["Fukuoka Airport", "福冈机场", "福岡機場"], ["Fukuoka", "福冈", "福岡"]],
  ["CTS", 42.7752, 141.6923, "Asia/Tokyo", "JP", ["New Chitose Airport", "新千岁机场", "新千歲機場"], ["Sapporo", "札幌", "札幌"]],
  ["OKA", 26.1958, 127.6459, "Asia/Tokyo", "JP", ["Naha Airport", "那霸机场", "那霸機場"], ["Okinawa", "冲绳", "沖繩"]],
  ["ICN", 37.4602, 126.4407, "Asia/Seoul", "KR", ["Incheon International Airport", "仁川国际机场", "仁川國際機場"], ["Seoul", "首尔", "首爾"]],
  ["GMP", 37.5583, 126.7906, "Asia/Seoul", "KR", ["Gimpo International Airport", "金浦国际机场", "金浦國際機場"], ["Seoul", "首尔", "首爾"]],
  ["PUS", 35.1795, 128.9382, "Asia/Seoul", "KR", ["Gimhae International Airport", "金海国际机场", "金海國際機場"], ["Busan", "釜山", "釜山"]],
  // South-East Asia
  ["SIN", 1.3644, 103.9915, "Asia/Singapore", "SG", ["Singapore Changi Airport", "新加坡樟宜机场", "新加坡樟宜機場"], ["Singapore", "新加坡", "新加坡"]],
  ["BKK", 13.69, 100.7501, "Asia/Bangkok", "TH", ["Suvarnabhumi Airport", "素万那普机场", "素萬那普機場"], ["Bangkok", "曼谷", "曼谷"]],
  ["DMK", 13.9126, 100.6068, "Asia/Bangkok", "TH", ["Don Mueang International Airport", "廊曼国际机场", "廊曼國際機場"], ["Bangkok", "曼谷", "曼谷"]],
  ["HKT", 8.1132, 98.3169, "Asia/Bangkok", "TH", ["Phuket International Airport", "普吉国际机场", "布吉國際機場"], ["Phuket", "普吉", "布吉"]],
  ["CNX", 18.7668, 98.9626, "Asia/Bangkok", "TH", ["Chiang Mai International Airport", "清迈国际机场", "清邁國際機場"], ["Chiang Mai", "清迈", "清邁"]],
  ["KUL", 2.7456, 101.7099, "Asia/Kuala_Lumpur", "MY", ["Kuala Lumpur International Airport", "吉隆坡国际机场", "吉隆坡國際機場"], ["Kuala Lumpur", "吉隆坡", "吉隆坡"]],
  ["PEN", 5.2971, 100.2769, "Asia/Kuala_Lumpur", "MY", ["Penang International Airport", "槟城国际机场", "檳城國際機場"], ["Penang", "槟城", "檳城"]],
  ["CGK", -6.1256, 106.6559, "Asia/Jakarta", "ID", ["Soekarno-Hatta International Airport", "苏加诺-哈达国际机场", "蘇加諾-哈達國際機場"], ["Jakarta", "雅加达", "雅加達"]],
  ["DPS", -8.7482, 115.1672, "Asia/Makassar", "ID", ["Ngurah Rai International Airport", "伍拉·赖国际机场", "伍拉·賴國際機場"], ["Bali", "巴厘岛", "峇里"]],
  ["MNL", 14.5086, 121.0198, "Asia/Manila", "PH", ["Ninoy Aquino International Airport", "尼诺伊·阿基诺国际机场", "尼諾伊·阿基諾國際機場"], ["Manila", "马尼拉", "馬尼拉"]],
  ["CEB", 10.3075, 123.9794, "Asia/Manila", "PH", ["Mactan-Cebu International Airport", "麦克坦-宿务国际机场", "麥克坦-宿霧國際機場"], ["Cebu", "宿务", "宿霧"]],
  ["SGN", 10.8188, 106.652, "Asia/Ho_Chi_Minh", "VN", ["Tan Son Nhat International Airport", "新山一国际机场", "新山一國際機場"], ["Ho Chi Minh City", "胡志明市", "胡志明市"]],
  ["HAN", 21.2212, 105.8072, "Asia/Ho_Chi_Minh", "VN", ["Noi Bai International Airport", "内排国际机场", "內排國際機場"], ["Hanoi", "河内", "河內"]],
  ["PNH", 11.5466, 104.8441, "Asia/Phnom_Penh", "KH", ["Phnom Penh International Airport", "金边国际机场", "金邊國際機場"], ["Phnom Penh", "金边", "金邊"]],
  ["RGN", 16.9073, 96.1332, "Asia/Yangon", "MM", ["Yangon International Airport", "仰光国际机场", "仰光國際機場"], ["Yangon", "仰光", "仰光"]],
  // South Asia
  ["DEL", 28.5562, 77.1, "Asia/Kolkata", "IN", ["Indira Gandhi International Airport", "英迪拉·甘地国际机场", "英迪拉·甘地國際機場"], ["Delhi", "德里", "德里"]],
  ["BOM", 19.0896, 72.8656, "Asia/Kolkata", "IN", ["Chhatrapati Shivaji Maharaj International Airport", "贾特拉帕蒂·希瓦吉国际机场", "賈特拉帕蒂·希瓦吉國際機場"], ["Mumbai", "孟买", "孟買"]],
  ["BLR", 13.1986, 77.7066, "Asia/Kolkata", "IN", ["Kempegowda International Airport", "肯佩戈达国际机场", "肯佩戈達國際機場"], ["Bengaluru", "班加罗尔", "班加羅爾"]],
  ["CMB", 7.1808, 79.8841, "Asia/Colombo", "LK", ["Bandaranaike International Airport", "班达拉奈克国际机场", "班達拉奈克國際機場"], ["Colombo", "科伦坡", "科倫坡"]],
  ["KTM", 27.6966, 85.3591, "Asia/Kathmandu", "NP", ["Tribhuvan International Airport", "特里布万国际机场", "特里布萬國際機場"], ["Kathmandu", "加德满都", "加德滿都"]],
  ["MLE", 4.1918, 73.5291, "Indian/Maldives", "MV", ["Velana International Airport", "维拉纳国际机场", "維拉納國際機場"], ["Malé", "马累", "馬累"]],
  // Oceania and the Pacific
  ["SYD", -33.9399, 151.1753, "Australia/Sydney", "AU", ["Sydney Kingsford Smith Airport", "悉尼金斯福德·史密斯机场", "悉尼京斯福德·史密斯機場"], ["Sydney", "悉尼", "悉尼"]],
  ["MEL", -37.669, 144.841, "Australia/Melbourne", "AU", ["Melbourne Airport", "墨尔本机场", "墨爾本機場"], ["Melbourne", "墨尔本", "墨爾本"]],
  ["BNE", -27.3842, 153.1175, "Australia/Brisbane", "AU", ["Brisbane Airport", "布里斯班机场", "布里斯班機場"], ["Brisbane", "布里斯班", "布里斯班"]],
  ["PER", -31.9385, 115.9672, "Australia/Perth", "AU", ["Perth Airport", "珀斯机场", "珀斯機場"], ["Perth", "珀斯", "珀斯"]],
  ["AKL", -37.0082, 174.785, "Pacific/Auckland", "NZ", ["Auckland Airport", "奥克兰机场", "奧克蘭機場"], ["Auckland", "奥克兰", "奧克蘭"]],
  ["HNL", 21.3187, -157.9225, "Pacific/Honolulu", "US", ["Daniel K. Inouye International Airport", "丹尼尔·井上国际机场", "丹尼爾·井上國際機場"], ["Honolulu", "檀香山", "檀香山"]],
  // Middle East
  ["DXB", 25.2532, 55.3657, "Asia/Dubai", "AE", ["Dubai International Airport", "迪拜国际机场", "杜拜國際機場"], ["Dubai", "迪拜", "杜拜"]],
  ["AUH", 24.433, 54.6511, "Asia/Dubai", "AE", ["Abu Dhabi International Airport", "阿布扎比国际机场", "阿布達比國際機場"], ["Abu Dhabi", "阿布扎比", "阿布達比"]],
  ["DOH", 25.2731, 51.6081, "Asia/Qatar", "QA", ["Hamad International Airport", "哈马德国际机场", "哈馬德國際機場"], ["Doha", "多哈", "多哈"]],
  ["RUH", 24.9576, 46.6988, "Asia/Riyadh", "SA", ["King Khalid International Airport", "哈立德国王国际机场", "哈立德國王國際機場"], ["Riyadh", "利雅得", "利雅得"]],
  ["JED", 21.6796, 39.1565, "Asia/Riyadh", "SA", ["King Abdulaziz International Airport", "阿卜杜勒-阿齐兹国王国际机场", "阿卜杜勒-阿齊茲國王國際機場"], ["Jeddah", "吉达", "吉達"]],
  ["TLV", 32.0055, 34.8854, "Asia/Jerusalem", "IL", ["Ben Gurion Airport", "本-古里安机场", "本-古里安機場"], ["Tel Aviv", "特拉维夫", "特拉維夫"]],
  ["BAH", 26.2708, 50.6336, "Asia/Bahrain", "BH", ["Bahrain International Airport", "巴林国际机场", "巴林國際機場"], ["Manama", "麦纳麦", "麥納麥"]],
  ["MCT", 23.5933, 58.2844, "Asia/Muscat", "OM", ["Muscat International Airport", "马斯喀特国际机场", "馬斯喀特國際機場"], ["Muscat", "马斯喀特", "馬斯喀特"]],
  ["IST", 41.2753, 28.7519, "Europe/Istanbul", "TR", ["Istanbul Airport", "伊斯坦布尔机场", "伊斯坦堡機場"], ["Istanbul", "伊斯坦布尔", "伊斯坦堡"]],
  // Europe
  ["LHR", 51.47, -0.4543, "Europe/London", "GB", ["London Heathrow Airport", "伦敦希思罗机场", "倫敦希斯路機場"], ["London", "伦敦", "倫敦"]],
  ["LGW", 51.1537, -0.1821, "Europe/London", "GB", ["London Gatwick Airport", "伦敦盖特威克机场", "倫敦蓋特威克機場"], ["London", "伦敦", "倫敦"]],
  ["MAN", 53.365, -2.2728, "Europe/London", "GB", ["Manchester Airport", "曼彻斯特机场", "曼徹斯特機場"], ["Manchester", "曼彻斯特", "曼徹斯特"]],
  ["CDG", 49.0097, 2.5479, "Europe/Paris", "FR", ["Paris Charles de Gaulle Airport", "巴黎夏尔·戴高乐机场", "巴黎夏爾·戴高樂機場"], ["Paris", "巴黎", "巴黎"]],
  ["ORY", 48.7262, 2.3652, "Europe/Paris", "FR", ["Paris Orly Airport", "巴黎奥利机场", "巴黎奧利機場"], ["Paris", "巴黎", "巴黎"]],
  ["FRA", 50.0379, 8.5622, "Europe/Berlin", "DE", ["Frankfurt Airport", "法兰克福机场", "法蘭克福機場"], ["Frankfurt", "法兰克福", "法蘭克福"]],
  ["MUC", 48.3537, 11.775, "Europe/Berlin", "DE", ["Munich Airport", "慕尼黑机场", "慕尼黑機場"], ["Munich", "慕尼黑", "慕尼黑"]],
  ["AMS", 52.3105, 4.7683, "Europe/Amsterdam", "NL", ["Amsterdam Airport Schiphol", "阿姆斯特丹史基浦机场", "阿姆斯特丹史基浦機場"], ["Amsterdam", "阿姆斯特丹", "阿姆斯特丹"]],
  ["ZRH", 47.4582, 8.5555, "Europe/Zurich", "CH", ["Zürich Airport", "苏黎世机场", "蘇黎世機場"], ["Zürich", "苏黎世", "蘇黎世"]],
  ["VIE", 48.1103, 16.5697, "Europe/Vienna", "AT", ["Vienna International Airport", "维也纳国际机场", "維也納國際機場"], ["Vienna", "维也纳", "維也納"]],
  ["FCO", 41.8003, 12.2389, "Europe/Rome", "IT", ["Rome Fiumicino Airport", "罗马菲乌米奇诺机场", "羅馬菲烏米奇諾機場"], ["Rome", "罗马", "羅馬"]],
  ["MXP", 45.6306, 8.7281, "Europe/Rome", "IT", ["Milan Malpensa Airport", "米兰马尔彭萨机场", "米蘭馬爾彭薩機場"], ["Milan", "米兰", "米蘭"]],
  ["MAD", 40.4983, -3.5676, "Europe/Madrid", "ES", ["Adolfo Suárez Madrid-Barajas Airport", "马德里巴拉哈斯机场", "馬德里巴拉哈斯機場"], ["Madrid", "马德里", "馬德里"]],
  ["BCN", 41.2974, 2.0833, "Europe/Madrid", "ES", ["Barcelona-El Prat Airport", "巴塞罗那埃尔普拉特机场", "巴塞隆拿埃爾普拉特機場"], ["Barcelona", "巴塞罗那", "巴塞隆拿"]],
  ["ATH", 37.9364, 23.9445, "Europe/Athens", "GR", ["Athens International Airport", "雅典国际机场", "雅典國際機場"], ["Athens", "雅典", "雅典"]],
  ["CPH", 55.618, 12.6508, "Europe/Copenhagen", "DK", ["Copenhagen Airport", "哥本哈根机场", "哥本哈根機場"], ["Copenhagen", "哥本哈根", "哥本哈根"]],
  ["HEL", 60.3172, 24.9633, "Europe/Helsinki", "FI", ["Helsinki Airport", "赫尔辛基机场", "赫爾辛基機場"], ["Helsinki", "赫尔辛基", "赫爾辛基"]],
  ["ARN", 59.6498, 17.9238, "Europe/Stockholm", "SE", ["Stockholm Arlanda Airport", "斯德哥尔摩阿兰达机场", "斯德哥爾摩阿蘭達機場"], ["Stockholm", "斯德哥尔摩", "斯德哥爾摩"]],
  ["DUB", 53.4264, -6.2499, "Europe/Dublin", "IE", ["Dublin Airport", "都柏林机场", "都柏林機場"], ["Dublin", "都柏林", "都柏林"]],
  ["LIS", 38.7742, -9.1342, "Europe/Lisbon", "PT", ["Lisbon Airport", "里斯本机场", "里斯本機場"], ["Lisbon", "里斯本", "里斯本"]],
  ["BRU", 50.9014, 4.4844, "Europe/Brussels", "BE", ["Brussels Airport", "布鲁塞尔机场", "布魯塞爾機場"], ["Brussels", "布鲁塞尔", "布魯塞爾"]],
  ["WAW", 52.1657, 20.9671, "Europe/Warsaw", "PL", ["Warsaw Chopin Airport", "华沙肖邦机场", "華沙蕭邦機場"], ["Warsaw", "华沙", "華沙"]],
  ["PRG", 50.1008, 14.26, "Europe/Prague", "CZ", ["Václav Havel Airport Prague", "布拉格瓦茨拉夫·哈维尔机场", "布拉格瓦茨拉夫·哈維爾機場"], ["Prague", "布拉格", "布拉格"]],
  // The Americas
  ["JFK", 40.6413, -73.7781, "America/New_York", "US", ["John F. Kennedy International Airport", "约翰·肯尼迪国际机场", "約翰·甘迺迪國際機場"], ["New York", "纽约", "紐約"]],
  ["EWR", 40.6895, -74.1745, "America/New_York", "US", ["Newark Liberty International Airport", "纽瓦克自由国际机场", "紐瓦克自由國際機場"], ["New York", "纽约", "紐約"]],
  ["LAX", 33.9416, -118.4085, "America/Los_Angeles", "US", ["Los Angeles International Airport", "洛杉矶国际机场", "洛杉磯國際機場"], ["Los Angeles", "洛杉矶", "洛杉磯"]],
  ["SFO", 37.6213, -122.379, "America/Los_Angeles", "US", ["San Francisco International Airport", "旧金山国际机场", "三藩市國際機場"], ["San Francisco", "旧金山", "三藩市"]],
  ["SEA", 47.4502, -122.3088, "America/Los_Angeles", "US", ["Seattle-Tacoma International Airport", "西雅图-塔科马国际机场", "西雅圖-塔科馬國際機場"], ["Seattle", "西雅图", "西雅圖"]],
  ["ORD", 41.9742, -87.9073, "America/Chicago", "US", ["O'Hare International Airport", "芝加哥奥黑尔国际机场", "芝加哥奧黑爾國際機場"], ["Chicago", "芝加哥", "芝加哥"]],
  ["DFW", 32.8998, -97.0403, "America/Chicago", "US", ["Dallas/Fort Worth International Airport", "达拉斯-沃斯堡国际机场", "達拉斯-沃斯堡國際機場"], ["Dallas", "达拉斯", "達拉斯"]],
  ["ATL", 33.6407, -84.4277, "America/New_York", "US", ["Hartsfield-Jackson Atlanta International Airport", "哈茨菲尔德-杰克逊亚特兰大国际机场", "哈茨菲爾德-傑克遜亞特蘭大國際機場"], ["Atlanta", "亚特兰大", "亞特蘭大"]],
  ["BOS", 42.3656, -71.0096, "America/New_York", "US", ["Boston Logan International Airport", "波士顿洛根国际机场", "波士頓洛根國際機場"], ["Boston", "波士顿", "波士頓"]],
  ["MIA", 25.7959, -80.287, "America/New_York", "US", ["Miami International Airport", "迈阿密国际机场", "邁阿密國際機場"], ["Miami", "迈阿密", "邁阿密"]],
  ["YVR", 49.1967, -123.1815, "America/Vancouver", "CA", ["Vancouver International Airport", "温哥华国际机场", "溫哥華國際機場"], ["Vancouver", "温哥华", "溫哥華"]],
  ["YYZ", 43.6777, -79.6248, "America/Toronto", "CA", ["Toronto Pearson International Airport", "多伦多皮尔逊国际机场", "多倫多皮爾遜國際機場"], ["Toronto", "多伦多", "多倫多"]],
  ["MEX", 19.4361, -99.0719, "America/Mexico_City", "MX", ["Mexico City International Airport", "墨西哥城国际机场", "墨西哥城國際機場"], ["Mexico City", "墨西哥城", "墨西哥城"]],
  ["CUN", 21.0365, -86.8771, "America/Cancun", "MX", ["Cancún International Airport", "坎昆国际机场", "坎昆國際機場"], ["Cancún", "坎昆", "坎昆"]],
  ["GRU", -23.4356, -46.4731, "America/Sao_Paulo", "BR", ["São Paulo/Guarulhos International Airport", "圣保罗瓜鲁柳斯国际机场", "聖保羅瓜魯柳斯國際機場"], ["São Paulo", "圣保罗", "聖保羅"]],
  ["EZE", -34.8222, -58.5358, "America/Argentina/Buenos_Aires", "AR", ["Ministro Pistarini International Airport", "埃塞萨国际机场", "埃塞薩國際機場"], ["Buenos Aires", "布宜诺斯艾利斯", "布宜諾斯艾利斯"]],
  ["SCL", -33.393, -70.7858, "America/Santiago", "CL", ["Arturo Merino Benítez International Airport", "圣地亚哥国际机场", "聖地牙哥國際機場"], ["Santiago", "圣地亚哥", "聖地牙哥"]],
  ["LIM", -12.0219, -77.1143, "America/Lima", "PE", ["Jorge Chávez International Airport", "豪尔赫·查韦斯国际机场", "豪爾赫·查韋斯國際機場"], ["Lima", "利马", "利馬"]],
  ["BOG", 4.7016, -74.1469, "America/Bogota", "CO", ["El Dorado International Airport", "埃尔多拉多国际机场", "埃爾多拉多國際機場"], ["Bogotá", "波哥大", "波哥大"]],
  // Africa
  ["JNB", -26.1392, 28.246, "Africa/Johannesburg", "ZA", ["O. R. Tambo International Airport", "奥利弗·坦博国际机场", "奧利弗·坦博國際機場"], ["Johannesburg", "约翰内斯堡", "約翰內斯堡"]],
  ["CPT", -33.9715, 18.6021, "Africa/Johannesburg", "ZA", ["Cape Town International Airport", "开普敦国际机场", "開普敦國際機場"], ["Cape Town", "开普敦", "開普敦"]],
  ["CAI", 30.1219, 31.4056, "Africa/Cairo", "EG", ["Cairo International Airport", "开罗国际机场", "開羅國際機場"], ["Cairo", "开罗", "開羅"]],
  ["ADD", 8.9779, 38.7993, "Africa/Addis_Ababa", "ET", ["Addis Ababa Bole International Airport", "亚的斯亚贝巴博莱国际机场", "亞的斯亞貝巴博萊國際機場"], ["Addis Ababa", "亚的斯亚贝巴", "亞的斯亞貝巴"]],
  ["NBO", -1.3192, 36.9278, "Africa/Nairobi", "KE", ["Jomo Kenyatta International Airport", "乔莫·肯雅塔国际机场", "喬莫·肯雅塔國際機場"], ["Nairobi", "内罗毕", "內羅畢"]],
  ["CMN", 33.3675, -7.5898, "Africa/Casablanca", "MA", ["Mohammed V International Airport", "穆罕默德五世国际机场", "穆罕默德五世國際機場"], ["Casablanca", "卡萨布兰卡", "卡薩布蘭卡"]],
  ["LOS", 6.5774, 3.3212, "Africa/Lagos", "NG", ["Murtala Muhammed International Airport", "穆尔塔拉·穆罕默德国际机场", "穆爾塔拉·穆罕默德國際機場"], ["Lagos", "拉各斯", "拉各斯"]],
  ["MRU", -20.4302, 57.6836, "Indian/Mauritius", "MU", ["Sir Seewoosagur Ramgoolam International Airport", "拉姆古兰爵士国际机场", "拉姆古蘭爵士國際機場"], ["Mauritius", "毛里求斯", "毛里裘斯"]],
];

const text = ([en, zhCN, zhHK]: [string, string, string]): LocalizedText => ({ en, zhCN, zhHK });

/** In seed order; the order doubles as a tie-breaker in searches, so major hubs come first. */
export const SEED_AIRPORTS: readonly SeedAirport[] = ROWS.map(([code, latitude, longitude, timeZone, countryCode, name, city]) => ({
  code,
  latitude,
  longitude,
  timeZone,
  countryCode,
  name: text(name),
  cityName: text(city),
}));

const BY_CODE = new Map(SEED_AIRPORTS.map((airport) => [airport.code, airport]));

export function findAirport(code: string): SeedAirport | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle (haversine) distance in km; flight durations are derived from it. */
export function greatCircleKm(a: Pick<SeedAirport, "latitude" | "longitude">, b: Pick<SeedAirport, "latitude" | "longitude">): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
