"""Virginia Slave Codes (1705).

Grounded in the October 1705 revisal of Virginia law (Hening, Statutes at Large, vol. 3):
chapter XLIX "An act concerning Servants and Slaves"; chapter XXIII "An act declaring the
Negro, Mulatto, and Indian slaves within this dominion, to be real estate"; chapter IV
"An act declaring who shall not bear office in this country" (which also defines mulatto);
chapter XI "An act for the speedy and easy prosecution of slaves, committing capital crimes";
chapter XIX (General Court: who may not be a witness); and the marriage and bastardy clauses
of chapter XLIX. Clause texts are paraphrases into operative form, not quotations.
"""
from common import R

POLICY = "Virginia Slave Codes (1705)"

CLAUSES = [
    # --- who is a slave: out-group definition and expansion ---
    R("All servants imported and brought into this country, by sea or land, who were not christians in their native country, shall be accounted and be slaves, and as such be bought and sold, notwithstanding a conversion to christianity afterwards.",
      "O", "bur", (1.0, 0.6, 0.9, 0.8), ["christians"], uses=True, exp=True),
    R("Baptism or conversion of a slave to the christian faith shall not exempt that slave or the slave's issue from bondage, and no owner shall lose any right of property in a slave by reason of such conversion.",
      "O", "bur", (1.0, 0.5, 0.9, 0.8), ["christian", "property"], uses=False, exp=False),
    R("The child, grandchild, or great grandchild of a negro shall be deemed, accounted, held and taken to be a mulatto, and shall be subject to every disability this act lays upon mulattoes.",
      "O", "bur", (0.8, 0.4, 0.7, 0.6), [], exp=True),
    R("Every child born in this dominion shall be held bond or free only according to the condition of the mother, so that the issue of an enslaved woman shall be slaves for life.",
      "O", "bur", (1.0, 0.5, 0.6, 0.8), [], exp=True),
    R("Indians sold to the English by neighbouring nations or by any other persons trading with us as slaves shall be adjudged slaves to all intents and purposes, any law, usage or custom to the contrary notwithstanding.",
      "O", "bur", (1.0, 0.4, 0.6, 0.7), [], exp=True),
    R("Turks and Moors in amity with her majesty, and such persons as can prove they were free in England or another christian country before shipping, shall not be accounted slaves upon their importation.",
      "M", "mix", (0.5, 0.6, 0.7, 0.3), ["christian"], uses=True, exp=False),

    # --- slaves as property of the master (elite benefit) ---
    R("All negro, mulatto, and Indian slaves within this dominion shall be held, taken and adjudged to be real estate and not chattels, and shall descend unto the heirs and widows of persons departing this life according to the custom of land held in fee simple.",
      "E", "ben", (1.0, 0.6, 0.8, 0.7), ["real estate", "chattels"], link="real_estate"),
    R("Slaves held as real estate may nonetheless be taken in execution and sold for the satisfaction of the owner's debts in the same manner as goods and chattels.",
      "E", "ben", (0.9, 0.4, 0.6, 0.5), ["real estate", "chattels"], link="real_estate"),
    R("No slave so annexed to land shall be the ground of any action of waste, and a widow shall hold her dower slaves for life, the master's heirs keeping the reversion.",
      "E", "ben", (0.8, 0.4, 0.5, 0.5), []),
    R("A purchaser of slaves shall have the same remedy by action at law against a seller who sold them without good title as if the slaves had been lands conveyed by deed.",
      "E", "ben", (0.7, 0.3, 0.5, 0.3), []),
    R("Where any slave shall be put to death by law for a capital offence, the owner shall be paid the value of the slave out of the public levy, as valued by the court that condemned the slave.",
      "M", "mix", (0.9, 0.6, 0.4, 0.7), [], link="compensation"),
    R("If a runaway slave be killed in the taking up, or die under lawful punishment ordered by the court, the master shall be paid for the slave by the public at the valuation of the county court.",
      "E", "ben", (0.9, 0.6, 0.3, 0.7), [], link="compensation"),

    # --- violence, correction, impunity ---
    R("If any slave resist his master, or other person by the master's order correcting such slave, and shall happen to be killed in such correction, it shall not be accounted felony, and the master shall be free and acquit of all punishment and accusation, as if such accident had never happened.",
      "O", "bur", (1.0, 0.9, 0.6, 1.0), []),
    R("If any negro, mulatto, or Indian, bond or free, shall at any time lift his or her hand in opposition against any christian, not being negro, mulatto, or Indian, the offender shall receive on the bare back thirty lashes well laid on, the offence to be proved by the oath of the party.",
      "O", "bur", (1.0, 1.0, 0.7, 0.9), ["christian"]),
    R("It shall be lawful for the county court to order an incorrigible runaway slave to be punished by dismembering or in any other way, not touching life, as the court in its discretion shall think fit for the reclaiming of the slave.",
      "O", "bur", (1.0, 0.8, 0.7, 0.9), []),
    R("Upon proclamation against slaves lying out and doing mischief, it shall be lawful for any person to kill and destroy such slaves by such ways and means as he shall think fit, without accusation or impeachment of any crime for the same.",
      "O", "bur", (1.0, 0.9, 0.6, 1.0), []),
    R("Every slave who shall go armed with gun, sword, club, staff, or other weapon shall, upon taking up, receive twenty lashes on the bare back, and the weapon shall be forfeited to the person who seizes it.",
      "O", "bur", (0.95, 0.7, 0.5, 0.6), []),
    R("No slave shall go from off the plantation where the slave is appointed to live without a certificate of leave in writing from the master, upon pain of being whipped by any person who finds the slave abroad.",
      "O", "bur", (0.95, 0.6, 0.4, 0.7), []),
    R("Any justice of the peace who shall be informed that slaves are gathered together at feasts or burials under pretence of such meetings may cause them to be dispersed and each slave so found to be whipped.",
      "O", "bur", (0.9, 0.6, 0.6, 0.7), []),

    # --- courts, testimony, office (resistance to structural critique) ---
    R("Popish recusants convict, negroes, mulattoes, and Indian servants, and others not being christians, shall be deemed persons incapable in law to be witnesses in any case whatsoever.",
      "O", "bur", (0.8, 0.6, 0.8, 1.0), ["christians"], uses=True, link="witness"),
    R("A slave charged with a capital crime shall be committed to the county jail and tried by a court of oyer and terminer of justices named by the governor, without the solemnity of a jury, and may be condemned upon the confession of the accused or the oath of one witness.",
      "O", "bur", (1.0, 0.6, 0.4, 1.0), []),
    R("At the trial of any slave for a capital crime the testimony of other negroes, mulattoes, or Indians, bond or free, may be received against the accused without oath, with pregnant circumstances.",
      "O", "bur", (0.9, 0.6, 0.4, 1.0), [], link="witness"),
    R("No negro, mulatto, or Indian shall from henceforth hold any office, ecclesiastical, civil or military, or be in any place of public trust or power within this dominion.",
      "O", "bur", (0.9, 0.6, 0.6, 1.0), [], link="office"),
    R("No person excluded from office by reason of being a negro, mulatto, or Indian shall be commissioned as a justice of the peace, sheriff, or militia officer, nor chosen vestryman of any parish, and any such commission shall be void.",
      "O", "bur", (0.9, 0.6, 0.5, 1.0), [], link="office"),

    # --- separation of the out-group from servants and the in-group ---
    R("No negroes, mulattoes, or Indians, although christians, nor Jews, Moors, Mahometans, or other infidels, shall at any time purchase any christian servant, nor any other except of their own complexions, or such as are declared slaves by this act.",
      "O", "bur", (0.8, 0.8, 0.9, 0.5), ["christians", "infidels", "christian"], uses=True, link="purchase"),
    R("If any negro, mulatto, Indian, Jew, Moor, or other infidel shall nevertheless purchase a christian white servant, the servant shall immediately become free and acquit from any service then due, and shall be so held by every court.",
      "M", "mix", (0.7, 0.9, 0.8, 0.4), ["infidel", "christian"], uses=False, link="purchase"),
    R("Whatsoever English or other white man or woman, being free, shall intermarry with a negro or mulatto man or woman, bond or free, shall by judgment of the county court be committed to prison for six months without bail and shall forfeit ten pounds to the use of the parish.",
      "I", "bur", (0.6, 0.4, 0.8, 0.6), []),
    R("Any minister who shall marry a white man with a negro or mulatto woman, or a white woman with a negro or mulatto man, shall forfeit ten thousand pounds of tobacco, one half to the informer.",
      "M", "bur", (0.5, 0.4, 0.8, 0.4), []),
    R("If any woman servant shall have a bastard child by a negro or mulatto, she shall pay fifteen pounds to the church wardens or be sold by them for five years after her time of service is out, and the child shall be bound out as a servant until thirty one years of age.",
      "M", "bur", (0.8, 0.5, 0.8, 0.6), [], exp=True, link="mulatto_child"),
    R("A free white woman who shall have a bastard child by a negro or mulatto shall pay fifteen pounds or be sold for five years, and the church wardens shall bind out the child until the age of thirty one.",
      "M", "bur", (0.8, 0.5, 0.8, 0.6), [], exp=True, link="mulatto_child"),

    # --- trade and property of slaves ---
    R("No person whatsoever shall buy, sell, or receive of or from any servant or slave any coin or commodity whatsoever without the leave or consent of the master, upon penalty of forfeiting four times the value of the thing so bought.",
      "M", "bur", (0.7, 0.4, 0.3, 0.4), [], link="trade"),
    R("A slave who shall trade in any commodity without the master's leave shall receive twenty lashes, and a servant so offending shall serve one month longer for every offence.",
      "M", "bur", (0.8, 0.6, 0.3, 0.5), [], link="trade"),
    R("All horses, cattle, and hogs now belonging or that shall hereafter belong to any slave shall be seized and sold by the church wardens of the parish, and the profit applied to the use of the poor of the said parish.",
      "M", "mix", (0.9, 0.8, 0.4, 0.6), [], link="stock"),
    R("No slave shall be permitted to raise or keep any horse, cattle, or hogs on the plantation or elsewhere, and any such stock found after the time limited shall be forfeited.",
      "O", "bur", (0.9, 0.5, 0.3, 0.5), [], link="stock"),

    # --- runaways and the taking up ---
    R("Every person who shall take up a runaway servant or slave at a distance of ten miles or more from the master's house shall receive a reward of two hundred pounds of tobacco, to be paid by the master or levied by the county.",
      "I", "ben", (0.7, 0.5, 0.3, 0.4), []),
    R("A runaway slave taken up shall be whipped by the constable of each parish through which the slave is conveyed, and delivered from constable to constable until returned to the master.",
      "O", "bur", (1.0, 0.6, 0.4, 0.7), []),
    R("A runaway slave who will not or cannot tell the name of the master shall be committed to the public jail, may be hired out by the keeper with an iron collar marked with the letters P.G., and may be sold if not claimed within the time limited.",
      "O", "bur", (1.0, 0.7, 0.4, 0.9), []),
    R("Every runaway servant shall, after the time of service is ended, serve the master double the time of such absence, and such further time as the court shall judge for the charges of taking up.",
      "I", "bur", (0.6, 0.2, 0.3, 0.4), []),
    R("Any person who shall harbour or entertain a runaway servant or slave shall forfeit to the master twenty shillings for every natural day the servant or slave is so concealed.",
      "E", "ben", (0.6, 0.4, 0.3, 0.3), []),

    # --- in-group non-elite (white servants): protections and freedom dues ---
    R("Every male servant, at the expiration of his servitude, shall be paid by the master ten bushels of indian corn, thirty shillings in money or the value in goods, and one well fixed musket or fuzee of the value of twenty shillings at least.",
      "I", "ben", (0.2, 0.7, 0.2, 0.1), ["servitude"], link="dues"),
    R("Every woman servant, at the end of her time of service, shall be allowed fifteen bushels of indian corn and forty shillings in money or the value thereof in goods, which the court shall award upon her petition if the master refuse.",
      "I", "ben", (0.1, 0.6, 0.1, 0.1), [], link="dues"),
    R("All masters shall find and provide for their servants wholesome and competent diet, clothing, and lodging, and shall not at any time whip a christian white servant naked without an order from a justice of the peace.",
      "I", "ben", (0.2, 0.9, 0.4, 0.1), ["christian"], link="whip_naked"),
    R("Any master who shall whip a christian white servant naked without such an order shall forfeit forty shillings sterling to the servant, recoverable by petition to the county court without formal process.",
      "I", "ben", (0.2, 0.9, 0.4, 0.1), ["christian"], link="whip_naked"),
    R("Any servant may make complaint to a justice of the peace of the master's barbarous or inhuman behaviour or want of diet and clothing, and the county court may order the servant sold at outcry if the master does not amend.",
      "I", "ben", (0.1, 0.7, 0.1, 0.1), []),
    R("No master shall discharge or turn away a servant who is sick or lame, but shall keep and provide for such servant until the end of the term, upon penalty of fifty shillings a month to the churchwardens for the servant's relief.",
      "I", "ben", (0.0, 0.6, 0.1, 0.0), []),
    R("All goods and money which servants shall have of their own, or gain by the master's leave, shall be their own, and may be used by them for their own benefit.",
      "I", "ben", (0.0, 0.5, 0.0, 0.0), []),
    R("Servants brought into this country without indenture, if christians and of christian parentage and above nineteen years of age, shall serve but five years, and if under nineteen until they be twenty four.",
      "I", "mix", (0.4, 0.6, 0.5, 0.2), ["christians", "christian"]),
    R("No master shall make any bargain with a servant for further service or other matter during the time of service, unless the bargain be made in the presence of and approved by the county court.",
      "I", "ben", (0.1, 0.5, 0.0, 0.0), []),

    # --- in-group non-elite burden ---
    R("Any servant who shall lay violent hands on the master, mistress, or overseer shall, for every such offence, serve the master one year after the time of service is expired.",
      "I", "bur", (0.5, 0.1, 0.3, 0.4), []),
    R("A woman servant who shall have a bastard child during her time of service shall serve her master one year more for the trouble and charge, or pay him one thousand pounds of tobacco.",
      "I", "bur", (0.5, 0.1, 0.5, 0.4), []),

    # --- elite benefit: labour control ---
    R("Every master shall have the service of the children of servants born during the term, and no person shall entice or carry away any servant or slave from the master's service under pain of paying all damages.",
      "E", "ben", (0.7, 0.3, 0.2, 0.3), []),
    R("The master of any slave condemned for a crime not capital may redeem the slave from corporal punishment by paying the fine set by the court, and the slave shall be returned to the master's service.",
      "E", "ben", (0.6, 0.5, 0.2, 0.5), []),

    # --- neutral administration ---
    R("Every master importing a servant without indenture shall carry the servant before the county court within six months, where the court shall judge the age of the servant and cause it to be entered in the records.",
      "I", "neu", (0.2, 0.2, 0.1, 0.1), []),
    R("The clerk of every county court shall keep a fair book in which shall be recorded all certificates of freedom, indentures and adjudged ages of servants, for which the clerk may take the fees set by law.",
      "M", "neu", (0.1, 0.1, 0.0, 0.1), []),
    R("The church wardens of every parish shall cause this act to be published at the church door on two Sundays each year, in the months of April and September, immediately after divine service.",
      "M", "neu", (0.0, 0.0, 0.2, 0.0), []),
    R("All fines and forfeitures imposed by this act, not otherwise appropriated, shall be paid one half to the informer and the other half to the church wardens for the use of the poor of the parish.",
      "M", "neu", (0.1, 0.2, 0.1, 0.2), []),
    R("The sheriff shall receive for the conveying of any runaway to the public jail such allowance per mile as is set by law, to be paid out of the public levy and charged to the owner.",
      "M", "neu", (0.3, 0.1, 0.0, 0.2), []),
    R("All acts and parts of acts heretofore made concerning servants and slaves, so far as they relate to any matter within the purview of this act, are hereby repealed.",
      "M", "neu", (0.0, 0.0, 0.0, 0.0), []),
    R("The governor shall issue commissions of oyer and terminer to the justices of any county upon notice from the sheriff that a slave has been committed for a capital crime.",
      "M", "neu", (0.5, 0.2, 0.1, 0.6), []),
    R("A servant whose term is ended may have a certificate of freedom from the county court upon proof of the time served, which the clerk shall record without further charge than the ordinary fee.",
      "I", "ben", (0.0, 0.4, 0.0, 0.0), []),

    # --- mixed ---
    R("Servants and slaves who shall be sick or maimed in the master's service shall be provided for at the master's charge, but the master may keep them at labour as the master shall think fit.",
      "M", "mix", (0.6, 0.4, 0.3, 0.4), []),
    R("A free negro, mulatto, or Indian may keep servants of their own complexion, but any christian servant in their keeping shall be taken from them and set free.",
      "M", "mix", (0.7, 0.8, 0.8, 0.4), ["christian"], link="purchase"),

    # --- further out-group burdens from the same revisal ---
    R("Any negro, mulatto, or Indian, bond or free, convicted of hog stealing shall receive thirty nine lashes, and for a second offence shall stand two hours in the pillory with both ears nailed and at the end of that time have the ears cut loose.",
      "O", "bur", (0.9, 0.9, 0.5, 0.6), []),
    R("In all cases of penal laws whereby free persons are punishable by fine, servants and slaves shall instead be punished by whipping, after the rate of twenty lashes for every five hundred pounds of tobacco.",
      "M", "bur", (0.8, 0.8, 0.4, 0.6), []),
    R("All male persons of sixteen years and upward, and all negro, mulatto, and Indian women of sixteen years and upward not being free, shall be tithable and listed by the master for the public levy.",
      "O", "bur", (0.4, 0.6, 0.6, 0.2), [], exp=True),
]
